/** Cognito's CodeDeliveryDetails.Destination for an e-mail: `a***@e***`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.charAt(0)}***@${email.charAt(at + 1)}***`;
}

export interface CodeDeliveryDetails {
  Destination: string;
  DeliveryMedium: 'EMAIL';
  AttributeName: 'email';
}

export function emailDelivery(email: string): CodeDeliveryDetails {
  return { Destination: maskEmail(email), DeliveryMedium: 'EMAIL', AttributeName: 'email' };
}
