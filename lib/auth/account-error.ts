// A refusal the user should read (wrong password, used token...), with its HTTP status.
export class AccountError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}
