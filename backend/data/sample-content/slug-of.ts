/** The sample content's slugs follow the rule the creator mutations use (amplify/data/slug.ts). */
export { slugOf } from '../../../amplify/data/slug';
