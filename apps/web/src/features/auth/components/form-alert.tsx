import { Alert } from '../../../components/ui/alert';

type FormAlertProps = {
  message: string | undefined;
  /** Changes with every submit, so a dismissed message shows again when it happens again. */
  attempt: number;
};

/** The form-level error (wrong credentials, too many attempts, offline…); stays until dismissed. */
export function FormAlert({ message, attempt }: FormAlertProps) {
  if (!message) return null;
  return (
    <Alert key={attempt} variant="error" autoHide={false}>
      {message}
    </Alert>
  );
}
