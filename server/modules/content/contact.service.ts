import type { Context } from '../../core/context.js';
import { letter } from '../../core/mail/letter.js';
import type { MailQueue } from '../../core/mail/mailer.js';
import { parse } from '../../core/validation.js';
import type { ConsentService } from '../identity/consent.service.js';
import { User } from '../identity/user.entity.js';
import { callBackBody, helpBody } from './contact.inputs.js';
import { ShopMessage } from './content.entities.js';

/** Messages from shoppers to the shop's staff: help-desk questions and call-back requests, kept for the inbox and mailed to NOTIFY_EMAIL. */
export class ContactService {
  constructor(
    private readonly mailer: MailQueue,
    private readonly consents: ConsentService,
    private readonly notifyEmail: string,
  ) {}

  async help(ctx: Context, input: unknown): Promise<{ message: string }> {
    const { name, email, phone, message } = parse(helpBody, input);
    await ctx.em.transactional(async (em) => {
      const user = ctx.actor ? em.getReference(User, ctx.actor.id) : null;
      this.consents.record(ctx, em, { purpose: 'help', email, phone, user });
      em.create(ShopMessage, { kind: 'help', name, email, phone: phone ?? '', text: message, user });
      await this.mailer.queue(
        em,
        letter(this.notifyEmail, {
          subject: `Вопрос в поддержку от ${name}`,
          greeting: 'Новое сообщение в службу поддержки.',
          paragraphs: [message],
          facts: [['Имя', name], ['Почта', email], ...(phone ? [['Телефон', phone] as [string, string]] : [])],
        }),
      );
    });
    void this.mailer.deliver();
    return { message: 'Сообщение получено, мы ответим вам как можно скорее' };
  }

  async callBack(ctx: Context, input: unknown): Promise<{ message: string }> {
    const { name, phone } = parse(callBackBody, input);
    await ctx.em.transactional(async (em) => {
      const user = ctx.actor ? em.getReference(User, ctx.actor.id) : null;
      this.consents.record(ctx, em, { purpose: 'callback', phone, user });
      em.create(ShopMessage, { kind: 'callback', name, phone, user });
      await this.mailer.queue(
        em,
        letter(this.notifyEmail, {
          subject: `Обратный звонок: ${name}, ${phone}`,
          greeting: 'Покупатель просит перезвонить.',
          paragraphs: ['Свяжитесь с ним в ближайшее рабочее время.'],
          facts: [
            ['Имя', name],
            ['Телефон', phone],
          ],
        }),
      );
    });
    void this.mailer.deliver();
    return { message: 'Заявка на обратный звонок принята, мы скоро свяжемся с вами' };
  }
}
