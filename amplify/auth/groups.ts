/**
 * The user-pool groups the rules name, once. ADMINS manage streams and personalities (SPEC §6);
 * MODERATORS may hide and restore any public record and work the report queue. ADMINS are
 * moderators too, so every moderation rule names both.
 */
export const ADMINS = 'ADMINS';
export const MODERATORS = 'MODERATORS';
export const MODERATION_GROUPS = [ADMINS, MODERATORS] as const;
