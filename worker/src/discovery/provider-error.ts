/** A provider that could not answer. `retryable` says whether asking again later may help (429, 5xx, timeouts). */
export class ProviderError extends Error {
  readonly provider: string;
  readonly retryable: boolean;
  constructor(provider: string, message: string, retryable: boolean) {
    super(message);
    this.name = "ProviderError";
    this.provider = provider;
    this.retryable = retryable;
  }
}
