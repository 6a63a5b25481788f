import type { Role } from '../../generated/admin/graphql';

/** The roles in Russian (SPEC §6): User — покупатель, SuperUser — менеджер, Admin — администратор. */
export const roleLabels: Record<Role, string> = {
  User: 'Покупатель',
  SuperUser: 'Менеджер',
  Admin: 'Администратор',
};

export const roleOptions = (Object.keys(roleLabels) as Role[]).map((value) => ({ value, label: roleLabels[value] }));

export const isRole = (value: string): value is Role => value in roleLabels;
