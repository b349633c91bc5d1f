// Brief slugs are chosen by the backend when a brief is saved; the rule is shared from amplify/.
export { baseSlugOf, findUniqueSlug } from '@/amplify/data/brief-rules';
