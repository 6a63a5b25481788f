import { Arg, Args, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { Allow, Message, pageType } from '../../core/graphql.js';
import { argsTypeFrom, graphqlEnum, inputTypeFrom } from '../../core/graphql-inputs.js';
import { callBackBody, helpBody } from './contact.inputs.js';
import type { ContactService } from './contact.service.js';
import { messageKinds, messageStatuses, type MessageKind, type MessageStatus } from './content.entities.js';
import { messageQuery, messageReplyBody, messageStatusBody, type InboxService, type MessageReplyView, type MessageView } from './inbox.js';

const HelpInput = inputTypeFrom('HelpInput', helpBody);
const CallBackInput = inputTypeFrom('CallBackInput', callBackBody);

const MessageKindEnum = graphqlEnum('MessageKind', messageKinds, 'help — вопрос в поддержку, callback — просьба перезвонить');
const MessageStatusEnum = graphqlEnum('MessageStatus', messageStatuses, 'new — новое, done — обработано');

@ObjectType('ShopMessageReply', { description: 'Ответ сотрудника на сообщение, отправленный письмом', simpleResolvers: true })
class ShopMessageReplyType implements MessageReplyView {
  @Field() text: string;
  @Field(() => String, { nullable: true, description: 'Сотрудник: имя и фамилия, иначе почта' }) author: string | null;
  @Field(() => Date) createdAt: string;
}

@ObjectType('ShopMessage', { description: 'Сообщение покупателя: вопрос в поддержку или просьба перезвонить', simpleResolvers: true })
class ShopMessageType implements MessageView {
  @Field(() => Int) id: number;
  @Field(() => MessageKindEnum) kind: MessageKind;
  @Field(() => MessageStatusEnum) status: MessageStatus;
  @Field() name: string;
  @Field(() => String, { nullable: true }) email: string | null;
  @Field() phone: string;
  @Field(() => String, { nullable: true, description: 'Текст вопроса; у просьбы перезвонить пусто' }) text: string | null;
  @Field(() => Int, { nullable: true }) userId: number | null;
  @Field(() => Date) createdAt: string;
  @Field(() => String, { nullable: true, description: 'Кто отметил сообщение обработанным или ответил на него последним' }) handledBy: string | null;
  @Field(() => Date, { nullable: true, description: 'Когда сообщение обработали; пусто у нового' }) handledAt: string | null;
  @Field(() => [ShopMessageReplyType], { description: 'Ответы письмом, старые сверху' }) replies: MessageReplyView[];
}

const MessageList = pageType('ShopMessage', ShopMessageType);
const MessageListArgs = argsTypeFrom('MessageListArgs', messageQuery);
const MessageStatusInput = inputTypeFrom('MessageStatusInput', messageStatusBody);
const MessageReplyInput = inputTypeFrom('MessageReplyInput', messageReplyBody);

export function contactResolver(contact: ContactService, inbox: InboxService) {
  @Resolver()
  class ContactResolver {
    @Query(() => MessageList, { description: 'Сообщения покупателей, новые сверху (сотрудники)' })
    @Allow('message.manage')
    messages(@Args(() => MessageListArgs) args: object, @Ctx() ctx: Context) {
      return inbox.list(ctx, args);
    }

    @Mutation(() => ShopMessageType, { description: 'Отметить сообщение обработанным или новым (сотрудники)' })
    @Allow('message.manage')
    setMessageStatus(@Arg('id', () => Int) id: number, @Arg('input', () => MessageStatusInput) input: object, @Ctx() ctx: Context) {
      return inbox.setStatus(ctx, id, input);
    }

    @Mutation(() => ShopMessageType, { description: 'Ответить на сообщение письмом покупателю; сообщение становится обработанным (сотрудники)' })
    @Allow('message.manage')
    replyToMessage(@Arg('id', () => Int) id: number, @Arg('input', () => MessageReplyInput) input: object, @Ctx() ctx: Context) {
      return inbox.reply(ctx, id, input);
    }

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
