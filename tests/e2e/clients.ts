/** A fresh client address (sent as X-Forwarded-For), so each test has its own rate-limit budget. */
export const randomClient = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
