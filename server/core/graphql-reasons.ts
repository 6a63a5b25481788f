/** graphql-js and Apollo explain a refused document in English; the shop says it in Russian (CONTRACT §7). */
const reasons: [RegExp, (...groups: string[]) => string][] = [
  [/^Syntax Error: (?:Unexpected|Expected|Unterminated|Invalid)/, () => 'Синтаксическая ошибка в запросе'],
  [/^Cannot query field "(\w+)" on type "(\w+)"/, (field, type) => `Поля «${field}» нет у типа «${type}»`],
  [/^Unknown argument "(\w+)" on (?:field|directive) "@?([\w.]+)"/, (arg, field) => `У «${field}» нет аргумента «${arg}»`],
  [/^(?:Field|Directive) "@?([\w.]+)" argument "(\w+)" of type "(.+?)" is required/, (field, arg) => `Не указан обязательный аргумент «${arg}» у «${field}»`],
  [/^Variable "\$(\w+)" of required type "(.+?)" was not provided/, (name) => `Не передана обязательная переменная «${name}»`],
  [/^Variable "\$(\w+)" of non-null type "(.+?)" must not be null/, (name) => `Переменная «${name}» не может быть пустой`],
  [/^Variable "\$(\w+)" got invalid value/, (name) => `Неверное значение переменной «${name}»`],
  [/^Variable "\$(\w+)" is not defined/, (name) => `Переменная «${name}» не объявлена`],
  [/^Variable "\$(\w+)" is never used/, (name) => `Переменная «${name}» не используется`],
  [/^Variable "\$(\w+)" of type "(.+?)" used in position expecting/, (name) => `Переменная «${name}» не того типа`],
  [/^Variable "\$(\w+)" cannot be non-input type/, (name) => `Переменная «${name}» не того типа`],
  [/^Unknown type "(\w+)"/, (type) => `Неизвестный тип «${type}»`],
  [/^Unknown fragment "(\w+)"/, (name) => `Неизвестный фрагмент «${name}»`],
  [/^Fragment "(\w+)" is never used/, (name) => `Фрагмент «${name}» не используется`],
  [/^Cannot spread fragment "(\w+)" within itself/, (name) => `Фрагмент «${name}» ссылается сам на себя`],
  [/^Fragment "(\w+)" cannot be spread here/, (name) => `Фрагмент «${name}» здесь неприменим`],
  [/^Field "(\w+)" of type "(.+?)" must have a selection of subfields/, (field) => `У поля «${field}» нужно перечислить вложенные поля`],
  [/^Field "(\w+)" must not have a selection/, (field) => `У поля «${field}» нет вложенных полей`],
  [/^(Int|Float|String|Boolean|ID) cannot represent/, (type) => `Значение не подходит к типу ${type}`],
  [/^Value "(\w+)" does not exist in "(\w+)" enum/, (value, type) => `Значения «${value}» нет в перечислении «${type}»`],
  [/^Enum "(\w+)" cannot represent/, (type) => `Неизвестное значение перечисления «${type}»`],
  [/^Expected value of type "(.+?)"/, (type) => `Ожидается значение типа «${type}»`],
  [/^Field "(\w+)" is not defined by type "(\w+)"/, (field, type) => `Поля «${field}» нет у типа «${type}»`],
  [/^Fields "(\w+)" conflict/, (field) => `Поля «${field}» противоречат друг другу`],
  [/^There can be only one/, () => 'Повторяющееся имя в запросе'],
  [/^(?:Unknown operation named|Operation) "(.+?)"/, (name) => `Нет операции «${name}»`],
  [/^Must provide operation name/, () => 'Укажите имя операции: в документе их несколько'],
  [/^(?:Unknown directive|Directive) "@(\w+)"/, (name) => `Неверная директива «@${name}»`],
  [/query|operation/i, () => 'Нет запроса GraphQL'],
];

export function russianReason(message: string): string {
  for (const [pattern, say] of reasons) {
    const match = pattern.exec(message);
    if (match) return say(...match.slice(1));
  }
  return 'Запрос не соответствует схеме GraphQL';
}
