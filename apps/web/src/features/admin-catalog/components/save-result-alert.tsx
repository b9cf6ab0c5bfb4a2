import { Alert } from '../../../components/ui/alert';

/** What a save answered: the server's success message, or an error alert. */
export type SaveResult =
  { kind: 'success'; message: string } | { kind: 'error'; message: string; detail?: string };

type SaveResultAlertProps = {
  result: SaveResult | undefined;
  /** Changes with each submit, so a repeated message shows (and times out) afresh. */
  attempt: number;
  onClose: () => void;
};

/** The back-office forms' alert: success hides itself after 3 s, errors stay until dismissed. */
export function SaveResultAlert({ result, attempt, onClose }: SaveResultAlertProps) {
  if (!result) return null;
  if (result.kind === 'success') {
    return (
      <Alert key={attempt} variant="success" onClose={onClose}>
        {result.message}
      </Alert>
    );
  }
  return (
    <Alert key={attempt} variant="error" autoHide={false} onClose={onClose}>
      <p className="font-medium">{result.message}</p>
      {result.detail && <p className="mt-1">{result.detail}</p>}
    </Alert>
  );
}
