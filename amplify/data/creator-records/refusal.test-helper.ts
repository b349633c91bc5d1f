/** What a rule call refused with (its errorType and message); fails when the call was accepted. */
export async function refusal(call: Promise<unknown>): Promise<{ errorType: string; message: string }> {
  try {
    await call;
  } catch (error) {
    return { errorType: (error as { errorType: string }).errorType, message: (error as Error).message };
  }
  throw new Error('the call was accepted');
}
