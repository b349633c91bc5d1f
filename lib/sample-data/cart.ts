import { artworkUrl } from '@/lib/artwork/render-artwork';
import type { CartItem } from './types';

/** The cart drawer's three hard-coded items (SPEC §2); the subtotal of SPEC §9 is their sum, $49.00. */
export const cartItems: CartItem[] = [
  { thumbnail: artworkUrl('product', 'stoic-mindset-tee'), name: 'Stoic Mindset Tee', price: 13 },
  { thumbnail: artworkUrl('product', 'signal-over-noise-hoodie'), name: 'Signal Over Noise Hoodie', price: 18 },
  { thumbnail: artworkUrl('product', 'uncensored-cap'), name: 'Uncensored Cap', price: 18 },
];
