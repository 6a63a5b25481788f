import { Arg, Ctx, Field, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { Allow, Message } from '../../core/graphql.js';
import { inputTypeFrom } from '../../core/graphql-inputs.js';
import { newPasswordBody, signInBody, signUpBody } from './auth.inputs.js';
import type { AuthService } from './auth.service.js';
import { User } from './user.entity.js';

@ObjectType({ description: 'Результат входа' })
class AuthPayload {
  @Field(() => User)
  user: User;

  @Field()
  accessToken: string;

  @Field()
  refreshToken: string;
}

@ObjectType({ description: 'Новая пара токенов: старый токен обновления больше не действует' })
class TokenPair {
  @Field()
  accessToken: string;

  @Field()
  refreshToken: string;
}

@ObjectType({ description: 'Проверка сессии' })
class SessionPayload {
  @Field()
  message: string;

  @Field(() => User)
  user: User;
}

const SignInInput = inputTypeFrom('SignInInput', signInBody);
const SignUpInput = inputTypeFrom('SignUpInput', signUpBody);
const NewPasswordInput = inputTypeFrom('NewPasswordInput', newPasswordBody);

/** The sign-in flows of SPEC §4 as GraphQL mutations; each delegates to the auth service. */
export function authResolver(auth: AuthService) {
  @Resolver()
  class AuthResolver {
    @Mutation(() => AuthPayload, { description: 'Регистрация; без пароля магазин придумает его и пришлёт письмом' })
    @Allow('auth.signUp')
    signUp(@Arg('input', () => SignUpInput) input: object, @Ctx() ctx: Context) {
      return auth.signUp(ctx, input);
    }

    @Mutation(() => AuthPayload, { description: 'Вход покупателя' })
    @Allow('auth.signIn')
    signIn(@Arg('input', () => SignInInput) input: object, @Ctx() ctx: Context) {
      return auth.signIn(ctx, input);
    }

    @Mutation(() => AuthPayload, { description: 'Вход в панель управления: Admin и менеджер (SuperUser)' })
    @Allow('auth.adminSignIn')
    adminSignIn(@Arg('input', () => SignInInput) input: object, @Ctx() ctx: Context) {
      return auth.adminSignIn(ctx, input);
    }

    @Mutation(() => TokenPair, { description: 'Новая пара токенов по токену обновления' })
    @Allow('auth.refresh')
    refreshToken(@Arg('token') token: string, @Ctx() ctx: Context) {
      return auth.refresh(ctx, { token });
    }

    @Mutation(() => SessionPayload, { description: 'Проверка токена доступа' })
    @Allow('auth.session')
    checkSession(@Arg('token') token: string, @Ctx() ctx: Context) {
      return auth.session(ctx, { token });
    }

    @Mutation(() => Message, { description: 'Выход: с этого устройства (token) или со всех (everywhere)' })
    @Allow('auth.signOut')
    signOut(@Arg('token', () => String, { nullable: true }) token: string | undefined, @Arg('everywhere', () => Boolean, { nullable: true }) everywhere: boolean | undefined, @Ctx() ctx: Context) {
      return auth.signOut(ctx, { token: token ?? undefined, everywhere: everywhere ?? undefined });
    }

    @Mutation(() => AuthPayload, { description: 'Подтверждение почты по ссылке из письма' })
    @Allow('auth.confirmEmail')
    confirmEmail(@Arg('token') token: string, @Ctx() ctx: Context) {
      return auth.confirmEmail(ctx, { token });
    }

    @Mutation(() => Message, { description: 'Письмо со ссылкой для смены пароля' })
    @Allow('auth.requestReset')
    requestPasswordReset(@Arg('email') email: string, @Ctx() ctx: Context) {
      return auth.requestReset(ctx, { email });
    }

    @Mutation(() => AuthPayload, { description: 'Новый пароль по ссылке из письма' })
    @Allow('auth.resetPassword')
    resetPassword(@Arg('input', () => NewPasswordInput) input: object, @Ctx() ctx: Context) {
      return auth.resetPassword(ctx, input);
    }

    @Mutation(() => Message, { description: 'Повторить письмо для подтверждения почты' })
    @Allow('auth.resendConfirmation')
    resendConfirmation(@Arg('email') email: string, @Ctx() ctx: Context) {
      return auth.resendConfirmation(ctx, { email });
    }

    @Query(() => User, { description: 'Текущий пользователь' })
    @Allow('auth.me')
    me(@Ctx() ctx: Context) {
      return auth.me(ctx);
    }
  }
  return AuthResolver;
}
