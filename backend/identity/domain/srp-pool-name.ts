/**
 * The pool name the client mixes into x and the claim signature: the segment after the first
 * '_' of the user pool id, and only that segment (`a_b_c` gives `b`), as `userPoolId.split('_')[1]`.
 */
export function getSrpPoolName(userPoolId: string): string {
  return userPoolId.split('_')[1] ?? '';
}
