import { Arg, Args, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { Allow, Deleted, Message, pageType } from '../../core/graphql.js';
import { argsTypeFrom, inputTypeFrom } from '../../core/graphql-inputs.js';
import { changePasswordBody, consentQuery, userCreateBody, userQuery, userUpdateBody } from './auth.inputs.js';
import { Consent } from './consent.entity.js';
import type { ConsentService } from './consent.service.js';
import { User } from './user.entity.js';
import type { UserService } from './user.service.js';

const UserList = pageType('User', User);
const UserListArgs = argsTypeFrom('UserListArgs', userQuery);
const UserInput = inputTypeFrom('UserInput', userCreateBody);
const UserUpdateInput = inputTypeFrom('UserUpdateInput', userUpdateBody);
const ChangePasswordInput = inputTypeFrom('ChangePasswordInput', changePasswordBody);
const ConsentList = pageType('Consent', Consent);
const ConsentListArgs = argsTypeFrom('ConsentListArgs', consentQuery);

@ObjectType({ description: 'Текст согласия на обработку персональных данных' })
class ConsentText {
  @Field({ description: 'Версия, которая записывается с каждым согласием' })
  version: string;

  @Field(() => [String], { description: 'Абзацы текста' })
  text: string[];
}

/** Users API of SPEC §7 and the consent records, as GraphQL. */
export function userResolver(users: UserService, consents: ConsentService) {
  @Resolver()
  class UserResolver {
    @Query(() => UserList, { description: 'Пользователи (Admin)' })
    @Allow('user.list')
    users(@Args(() => UserListArgs) args: object, @Ctx() ctx: Context) {
      return users.list(ctx, args);
    }

    @Query(() => User, { description: 'Профиль: свой или любой для Admin' })
    @Allow('user.get')
    user(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
      return users.get(ctx, id);
    }

    @Query(() => User, { description: 'Пользователь по адресу почты (Admin)' })
    @Allow('user.getByEmail')
    userByEmail(@Arg('email') email: string, @Ctx() ctx: Context) {
      return users.getByEmail(ctx, email);
    }

    @Mutation(() => User, { description: 'Создать пользователя; пароль придёт ему письмом (Admin)' })
    @Allow('user.create')
    createUser(@Arg('input', () => UserInput) input: object, @Ctx() ctx: Context) {
      return users.create(ctx, input);
    }

    @Mutation(() => User, { description: 'Изменить профиль; роль и подтверждение меняет только Admin' })
    @Allow('user.update')
    updateUser(@Arg('id', () => Int) id: number, @Arg('input', () => UserUpdateInput) input: object, @Ctx() ctx: Context) {
      return users.update(ctx, id, input);
    }

    @Mutation(() => Deleted, { description: 'Удалить учётную запись: свою или любую для Admin' })
    @Allow('user.delete')
    deleteUser(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
      return users.remove(ctx, id);
    }

    @Mutation(() => Message, { description: 'Сменить пароль; все сеансы завершаются' })
    @Allow('user.changePassword')
    changePassword(@Arg('userId', () => Int) userId: number, @Arg('input', () => ChangePasswordInput) input: object, @Ctx() ctx: Context) {
      return users.changePassword(ctx, userId, input);
    }

    @Query(() => ConsentText, { description: 'Текст согласия на обработку персональных данных' })
    @Allow('consent.text')
    consentText(@Ctx() ctx: Context) {
      return consents.current(ctx);
    }

    @Query(() => ConsentList, { description: 'Записи о согласиях на обработку персональных данных' })
    @Allow('consent.list')
    consents(@Args(() => ConsentListArgs) args: object, @Ctx() ctx: Context) {
      return consents.list(ctx, args);
    }
  }
  return UserResolver;
}
