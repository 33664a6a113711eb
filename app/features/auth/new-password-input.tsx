import { Input } from "#app/components/ui/input.tsx";

/**
 * A new password's input (adding an account, resetting one, changing one's own): the browser
 * checks its length against the account rules (the loader passes them: the rules are
 * server-only) and offers to save it. `errorId` names the message that explains a refusal.
 */
export function NewPasswordInput({
  id,
  name,
  minLength,
  maxLength,
  errorId,
}: {
  id: string;
  name: string;
  minLength: number;
  maxLength: number;
  errorId?: string;
}) {
  return (
    <Input
      id={id}
      name={name}
      type="password"
      autoComplete="new-password"
      required
      minLength={minLength}
      maxLength={maxLength}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
    />
  );
}
