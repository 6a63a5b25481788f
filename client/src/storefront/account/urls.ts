/** The shopper's account pages. `/confirm/…` and `/reset-password/…` are fixed by the links in letters (CONTRACT §6). */
export const accountUrls = {
  signIn: '/login',
  signUp: '/register',
  forgotPassword: '/forgot-password',
  resetPasswordPattern: '/reset-password/:token',
  confirmEmailPattern: '/confirm/:token',
  profile: '/profile',
} as const;
