import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { Allow, Message } from '../../core/graphql.js';
import { inputTypeFrom } from '../../core/graphql-inputs.js';
import { callBackBody, helpBody } from './contact.inputs.js';
import type { ContactService } from './contact.service.js';

const HelpInput = inputTypeFrom('HelpInput', helpBody);
const CallBackInput = inputTypeFrom('CallBackInput', callBackBody);

export function contactResolver(contact: ContactService) {
  @Resolver()
  class ContactResolver {
    @Mutation(() => Message, { description: 'Сообщение в службу поддержки' })
    @Allow('contact.help')
    sendHelpMessage(@Arg('input', () => HelpInput) input: object, @Ctx() ctx: Context) {
      return contact.help(ctx, input);
    }

    @Mutation(() => Message, { description: 'Заказ обратного звонка' })
    @Allow('contact.callBack')
    requestCallBack(@Arg('input', () => CallBackInput) input: object, @Ctx() ctx: Context) {
      return contact.callBack(ctx, input);
    }
  }
  return ContactResolver;
}
