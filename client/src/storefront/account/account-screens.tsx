/**
 * The shopper's account pages, loaded when one of them is opened: none of this is in the first
 * load. The views draw themselves with the storefront's UI kit, so no theme wraps them.
 */
export { ConfirmEmailView as ConfirmEmailScreen } from './views/ConfirmEmailView';
export { ForgotPasswordView as ForgotPasswordScreen } from './views/ForgotPasswordView';
export { ProfileView as ProfileScreen } from './views/ProfileView';
export { ResetPasswordView as ResetPasswordScreen } from './views/ResetPasswordView';
export { SignInView as SignInScreen } from './views/SignInView';
export { SignUpView as SignUpScreen } from './views/SignUpView';
