import { Arg, Ctx, Field, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { Allow } from '../../core/graphql.js';
import { inputTypeFrom } from '../../core/graphql-inputs.js';
import { signInBody } from './auth.inputs.js';
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

@ObjectType({ description: 'Новый токен доступа' })
class AccessTokenPayload {
  @Field()
  accessToken: string;
}

@ObjectType({ description: 'Проверка сессии' })
class SessionPayload {
  @Field()
  message: string;

  @Field(() => User)
  user: User;
}

const SignInInput = inputTypeFrom('SignInInput', signInBody);

export function authResolver(auth: AuthService) {
  @Resolver()
  class AuthResolver {
    @Mutation(() => AuthPayload, { description: 'Вход покупателя' })
    @Allow('auth.signIn')
    signIn(@Arg('input', () => SignInInput) input: object, @Ctx() ctx: Context) {
      return auth.signIn(ctx, input);
    }

    @Mutation(() => AuthPayload, { description: 'Вход в панель управления: только для роли Admin' })
    @Allow('auth.adminSignIn')
    adminSignIn(@Arg('input', () => SignInInput) input: object, @Ctx() ctx: Context) {
      return auth.adminSignIn(ctx, input);
    }

    @Mutation(() => AccessTokenPayload, { description: 'Новый токен доступа по токену обновления' })
    @Allow('auth.refresh')
    refreshToken(@Arg('token') token: string, @Ctx() ctx: Context) {
      return auth.refresh(ctx, { token });
    }

    @Mutation(() => SessionPayload, { description: 'Проверка токена доступа' })
    @Allow('auth.session')
    checkSession(@Arg('token') token: string, @Ctx() ctx: Context) {
      return auth.session(ctx, { token });
    }

    @Query(() => User, { description: 'Текущий пользователь' })
    @Allow('auth.me')
    me(@Ctx() ctx: Context) {
      return auth.me(ctx);
    }
  }
  return AuthResolver;
}
