import type { MessageKind, MessageStatus } from '../../generated/admin/graphql';

export const kindLabels: Record<MessageKind, string> = { help: 'Вопрос в поддержку', callback: 'Перезвонить' };
export const statusLabels: Record<MessageStatus, string> = { new: 'Новое', done: 'Обработано' };

const options = <T extends string>(labels: Record<T, string>) => (Object.keys(labels) as T[]).map((value) => ({ value, label: labels[value] }));
export const kindOptions = options(kindLabels);
export const statusOptions = options(statusLabels);

export const isKind = (value: string | undefined): value is MessageKind => !!value && value in kindLabels;
export const isStatus = (value: string | undefined): value is MessageStatus => !!value && value in statusLabels;
