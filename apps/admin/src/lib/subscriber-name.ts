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
    // Isolated left to right (U+2066…U+2069): in Urdu it reads "+4915…", not "4915…+".
    (user.msisdn ? `\u2066+${user.msisdn.replace(/^\+/, '')}\u2069` : '') ||
    user.email ||
    `#${user.id}`
  );
}
