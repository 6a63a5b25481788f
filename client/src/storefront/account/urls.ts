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
} as const;
