/**
 * What names a subscriber on screen: the manager name, else the number or address they signed up
 * with (a subscriber by SMS code has no name until they choose one), else their id.
 */
export function subscriberName(user: {
  id: number;
  name: string;
  msisdn: string | null;
  email: string | null;
}): string {
  return (
    user.name.trim() ||
    (user.msisdn ? `+${user.msisdn.replace(/^\+/, '')}` : '') ||
    user.email ||
    `#${user.id}`
  );
}
