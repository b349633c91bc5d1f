// `qrcode` comes with @aws-amplify/ui-react (its Authenticator draws the set-up QR code with it)
// and ships no types: the one function the security page calls.
declare module 'qrcode' {
  export function toDataURL(text: string, options?: { width?: number; margin?: number }): Promise<string>;
}
