import type { Address, AddressValues } from '@backlit/domain';
import { ADDRESSES_MAX } from '@backlit/domain';
import { MapPin, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { PostalAddress } from '../../../components/postal-address';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/server-errors';
import { useCreateAddress } from '../api/create-address';
import { useDeleteAddress } from '../api/delete-address';
import { useAddresses } from '../api/get-addresses';
import { useMakeDefaultAddress } from '../api/make-default-address';
import { useUpdateAddress } from '../api/update-address';
import { AddressForm } from './address-form';

/** What the dialog edits: a new address, or one of the book. */
type Editing = { mode: 'new' } | { mode: 'edit'; address: Address } | null;

/** The address book: cards with the default marked, add/edit in a dialog, delete after a confirm. */
export function AddressBook() {
  const { data: addresses, isPending, isError, error, refetch } = useAddresses();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const remove = useDeleteAddress();
  const makeDefault = useMakeDefaultAddress();

  async function save(values: AddressValues) {
    if (editing?.mode === 'edit') {
      await update.mutateAsync({ id: editing.address.id, body: values });
      toast.success('Address updated.');
    } else {
      await create.mutateAsync(values);
      toast.success('Address saved.');
    }
    setEditing(null);
  }

  if (isPending) return <Spinner label="Loading your addresses" />;
  if (isError) {
    return <LoadError what="Your addresses" error={error} onRetry={() => void refetch()} />;
  }
  const full = addresses.length >= ADDRESSES_MAX;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="max-w-xl text-sm text-slate-600">
          Your default address fills in the checkout form; you can pick another one there.
        </p>
        <Button onClick={() => setEditing({ mode: 'new' })} disabled={full}>
          <Plus aria-hidden />
          Add address
        </Button>
      </div>
      {full && (
        <p className="text-sm text-slate-600">
          You have {ADDRESSES_MAX} addresses, the most you can keep. Delete one to add another.
        </p>
      )}

      {addresses.length === 0 ? (
        <EmptyState
          icon={MapPin}
          title="No saved addresses yet"
          text="Save the addresses you ship to, and checkout fills them in for you."
        />
      ) : (
        <ul aria-label="Saved addresses" className="grid gap-4 md:grid-cols-2">
          {addresses.map((address) => (
            <li
              key={address.id}
              className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-xs"
            >
              <div className="flex items-start justify-between gap-3">
                <h3 className="font-semibold text-slate-900">
                  {address.label ?? `${address.firstname} ${address.lastname}`}
                </h3>
                {address.is_default && (
                  <span className="rounded-full bg-glow-100 px-2.5 py-0.5 text-xs font-semibold text-night-900">
                    Default
                  </span>
                )}
              </div>
              <PostalAddress address={address} className="text-sm text-slate-700" />
              <div className="mt-auto flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setEditing({ mode: 'edit', address })}
                  aria-label={`Edit ${address.label ?? address.streetaddress}`}
                >
                  <Pencil aria-hidden />
                  Edit
                </Button>
                {!address.is_default && (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={makeDefault.isPending}
                    aria-label={`Make default: ${address.label ?? address.streetaddress}`}
                    onClick={() =>
                      makeDefault.mutate(address.id, {
                        onSuccess: () => toast.success('Default address changed.'),
                        onError: (error) => toast.error(errorMessage(error)),
                      })
                    }
                  >
                    <Star aria-hidden />
                    Make default
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Delete ${address.label ?? address.streetaddress}`}
                  onClick={() => setDeleting(address)}
                >
                  <Trash2 aria-hidden />
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing && (
          <DialogContent title={editing.mode === 'edit' ? 'Edit address' : 'Add an address'}>
            <AddressForm
              address={editing.mode === 'edit' ? editing.address : undefined}
              onSubmit={save}
            />
          </DialogContent>
        )}
      </Dialog>

      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        {deleting && (
          <DialogContent
            title="Delete this address?"
            footer={
              <>
                <Button variant="secondary" onClick={() => setDeleting(null)}>
                  Keep it
                </Button>
                <Button
                  variant="danger"
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(deleting.id, {
                      onSuccess: () => {
                        toast.success('Address deleted.');
                        setDeleting(null);
                      },
                      onError: (error) => toast.error(errorMessage(error)),
                    })
                  }
                >
                  <Trash2 aria-hidden />
                  Delete
                </Button>
              </>
            }
          >
            <p className="text-sm text-slate-700">
              {deleting.streetaddress}, {deleting.city} will be removed from your address book.
              {deleting.is_default && ' Your oldest other address becomes the default.'}
            </p>
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}
