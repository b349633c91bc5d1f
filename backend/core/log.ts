/** Where the backend reports what it did; tests pass `silentLogger` to keep their output readable. */
export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  error: (message, error) => (error === undefined ? console.error(message) : console.error(message, error)),
};

export const silentLogger: Logger = { info: () => undefined, error: () => undefined };
