/** The shopper's account pages, with their orders and delivery addresses. `/confirm/…` and `/reset-password/…` are fixed by the links in letters (CONTRACT §6). */
export const accountUrls = {
  signIn: '/login',
  signUp: '/register',
  forgotPassword: '/forgot-password',
  resetPasswordPattern: '/reset-password/:token',
  confirmEmailPattern: '/confirm/:token',
  profile: '/profile',
  orders: '/profile/orders',
  orderPattern: '/profile/orders/:id',
  order: (id: number) => `/profile/orders/${id}`,
  addresses: '/profile/addresses',
  /** Any order by its key: where ЮKassa returns the shopper (the server's return link), guests included. */
  orderByKeyPattern: '/order/:id',
  orderByKey: (id: number, token: string) => `/order/${id}?token=${encodeURIComponent(token)}`,
} as const;
