/** The models whose tables' streams feed the figures. */
export const FIGURE_SOURCE_MODELS = ['PlatformBan', 'ShadowbanExperience', 'AppealEvent', 'Brief', 'Profile', 'Stream', 'Personality'] as const;

/**
 * The model a stream record comes from, by its table's name (`<MODEL>_TABLE` as amplify/backend.ts
 * sets it) at the start of the stream ARN: arn:aws:dynamodb:<region>:<account>:table/<name>/stream/<time>.
 */
export function modelOfStreamArn(arn: string): string | null {
  const table = /:table\/([^/]+)\/stream\//.exec(arn)?.[1];
  if (!table) return null;
  return FIGURE_SOURCE_MODELS.find((model) => process.env[`${model.toUpperCase()}_TABLE`] === table) ?? null;
}
