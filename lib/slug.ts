// The slug rule is shared with the backend (brief slugs are chosen there): declared in amplify/.
export { slugOf } from '@/amplify/data/slug';
