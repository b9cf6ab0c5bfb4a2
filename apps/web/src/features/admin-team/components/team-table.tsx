import type { StaffMember } from '@backlit/domain';
import { UserMinus } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table';
import { errorMessage } from '../../../lib/server-errors';
import { useDemoteMember } from '../api/demote-member';

const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

type TeamTableProps = {
  staff: StaffMember[];
  /** The signed-in staff member, who cannot remove themselves. */
  myEmail: string | undefined;
};

/** The staff, with a button to remove each (but yourself) from the team. */
export function TeamTable({ staff, myEmail }: TeamTableProps) {
  const [result, setResult] = useState<{ key: number; ok: boolean; message: string }>();
  return (
    <div className="flex flex-col gap-3">
      {result && (
        <Alert key={result.key} variant={result.ok ? 'success' : 'error'} autoHide={result.ok}>
          {result.message}
        </Alert>
      )}
      <Table>
        <TableCaption>Staff members</TableCaption>
        <TableHead>
          <TableRow>
            <TableHeaderCell>Name</TableHeaderCell>
            <TableHeaderCell className="max-sm:hidden">E-mail</TableHeaderCell>
            <TableHeaderCell className="max-sm:hidden">Account since</TableHeaderCell>
            <TableHeaderCell>
              <span className="sr-only">Actions</span>
            </TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {staff.map((member) => {
            const me = member.email.toLowerCase() === myEmail?.toLowerCase();
            return (
              <TableRow key={member.id}>
                <TableCell className="font-medium text-slate-900">
                  {member.name}
                  {me && <span className="ml-2 text-xs font-normal text-slate-500">(you)</span>}
                  {/* Narrow screens show the e-mail under the name instead of in its column. */}
                  <span className="block text-xs font-normal break-all text-slate-500 sm:hidden">
                    {member.email}
                  </span>
                </TableCell>
                <TableCell className="max-sm:hidden">{member.email}</TableCell>
                <TableCell className="whitespace-nowrap max-sm:hidden">
                  {date.format(new Date(member.since))}
                </TableCell>
                <TableCell className="text-right">
                  {!me && (
                    <DemoteButton
                      member={member}
                      onDone={(ok, message) =>
                        setResult((before) => ({ key: (before?.key ?? 0) + 1, ok, message }))
                      }
                    />
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}

function DemoteButton({
  member,
  onDone,
}: {
  member: StaffMember;
  onDone: (ok: boolean, message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const demote = useDemoteMember();

  const confirm = async () => {
    try {
      const answer = await demote.mutateAsync(member.id);
      onDone(true, answer.message);
    } catch (error) {
      onDone(false, errorMessage(error));
    } finally {
      setOpen(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !demote.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Remove ${member.name} from the team`}>
          <UserMinus aria-hidden className="text-red-600" />
          <span className="max-sm:sr-only">Remove</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Remove ${member.name} from the team?`}
        description={`${member.email} keeps their customer account but can no longer use the back-office, from their next click on.`}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary" disabled={demote.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button variant="danger" disabled={demote.isPending} onClick={() => void confirm()}>
              {demote.isPending ? 'Removing…' : 'Remove'}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
