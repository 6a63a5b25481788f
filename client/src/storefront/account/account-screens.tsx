/**
 * The shopper's account pages, loaded when one of them is opened: none of this is in the first
 * load. Each page is wrapped in the Chakra system with the form recipes.
 */
import type { ComponentType } from 'react';
import { FormTheme } from '../forms/FormTheme';
import { ConfirmEmailView } from './views/ConfirmEmailView';
import { ForgotPasswordView } from './views/ForgotPasswordView';
import { ProfileView } from './views/ProfileView';
import { ResetPasswordView } from './views/ResetPasswordView';
import { SignInView } from './views/SignInView';
import { SignUpView } from './views/SignUpView';

const withForms =
  (View: ComponentType): ComponentType =>
  () => (
    <FormTheme>
      <View />
    </FormTheme>
  );

export const SignInScreen = withForms(SignInView);
export const SignUpScreen = withForms(SignUpView);
export const ForgotPasswordScreen = withForms(ForgotPasswordView);
export const ResetPasswordScreen = withForms(ResetPasswordView);
export const ConfirmEmailScreen = withForms(ConfirmEmailView);
export const ProfileScreen = withForms(ProfileView);
