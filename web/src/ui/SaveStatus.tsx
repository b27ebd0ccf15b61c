/** What a settings form's last save came to: the server's refusal as an alert, or "Saved". */
export function SaveStatus({ status }: { status: { error: string | null } | null }) {
  if (!status) return null;
  return status.error ? (
    <p class="error" role="alert">
      {status.error}
    </p>
  ) : (
    <p role="status">Saved</p>
  );
}
