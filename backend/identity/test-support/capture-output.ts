/** What the operator CLI printed, line by line (runAdminCli's output). */
export function captureOutput() {
  const lines: string[] = [];
  return {
    lines,
    output: { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) },
  };
}

/** The AWS SDK error a call was refused with (name and HTTP status); throws when it succeeded. */
export async function refusalOf(call: Promise<unknown>): Promise<{ name: string; status?: number }> {
  try {
    await call;
  } catch (error) {
    const { name, $metadata } = error as { name: string; $metadata: { httpStatusCode?: number } };
    return { name, status: $metadata.httpStatusCode };
  }
  throw new Error('the call succeeded');
}
