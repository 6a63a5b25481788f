// The 1C exchange part of `npm run bench`: a generated catalogue as 1C writes it, sent and imported
// through the site-exchange protocol the way 1C:Управление торговлей does (checkauth, init, file,
// import repeated while the site answers `progress`).

/** A catalogue of `count` products in two groups, each with two offers (size × colour), two price types and two warehouses. */
export function generatedCatalogue(count) {
  const head = '<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_2" ВерсияСхемы="2.08" ДатаФормирования="2026-11-20T12:00:00">';
  const id = (n) => `bench-${String(n).padStart(8, '0')}-0000-0000-0000-000000000000`;
  const products = [];
  const offers = [];
  for (let n = 0; n < count; n++) {
    products.push(`<Товар><Ид>${id(n)}</Ид><Артикул>BN-${n}</Артикул><Наименование>Товар для замера ${n}</Наименование><БазоваяЕдиница Код="796">шт</БазоваяЕдиница>
<Группы><Ид>bench-g${n % 2}</Ид></Группы><Описание>Описание товара ${n}</Описание><Изготовитель><Ид>bench-m${n % 5}</Ид><Наименование>Марка ${n % 5}</Наименование></Изготовитель>
<ЗначенияСвойств><ЗначенияСвойства><Ид>bench-p1</Ид><Значение>bench-v${n % 3}</Значение></ЗначенияСвойства><ЗначенияСвойства><Ид>bench-p2</Ид><Значение>Россия</Значение></ЗначенияСвойства></ЗначенияСвойств></Товар>`);
    for (const [size, color] of [['S', 'Белый'], ['M', 'Чёрный']]) {
      offers.push(`<Предложение><Ид>${id(n)}#${size}</Ид><Наименование>Товар ${n} (${size})</Наименование><ХарактеристикиТовара><ХарактеристикаТовара><Наименование>Размер</Наименование><Значение>${size}</Значение></ХарактеристикаТовара><ХарактеристикаТовара><Наименование>Цвет</Наименование><Значение>${color}</Значение></ХарактеристикаТовара></ХарактеристикиТовара>
<Цены><Цена><ИдТипаЦены>opt</ИдТипаЦены><ЦенаЗаЕдиницу>${800 + n}</ЦенаЗаЕдиницу></Цена><Цена><ИдТипаЦены>rozn</ИдТипаЦены><ЦенаЗаЕдиницу>${1000 + n}</ЦенаЗаЕдиницу></Цена></Цены><Склад ИдСклада="w1" КоличествоНаСкладе="${n % 4}"/><Склад ИдСклада="w2" КоличествоНаСкладе="1"/></Предложение>`);
    }
  }
  const importXml = `${head}<Классификатор><Ид>bench-cls</Ид><Наименование>Классификатор</Наименование><Группы><Группа><Ид>bench-g0</Ид><Наименование>Замер 0</Наименование></Группа><Группа><Ид>bench-g1</Ид><Наименование>Замер 1</Наименование></Группа></Группы>
<Свойства><Свойство><Ид>bench-p1</Ид><Наименование>Материал</Наименование><ТипЗначений>Справочник</ТипЗначений><ВариантыЗначений>${[0, 1, 2].map((v) => `<Справочник><ИдЗначения>bench-v${v}</ИдЗначения><Значение>Материал ${v}</Значение></Справочник>`).join('')}</ВариантыЗначений></Свойство><Свойство><Ид>bench-p2</Ид><Наименование>Страна</Наименование><ТипЗначений>Строка</ТипЗначений></Свойство></Свойства></Классификатор>
<Каталог СодержитТолькоИзменения="false"><Ид>bench-cat</Ид><ИдКлассификатора>bench-cls</ИдКлассификатора><Наименование>Каталог</Наименование><Товары>${products.join('\n')}</Товары></Каталог></КоммерческаяИнформация>`;
  const offersXml = `${head}<ПакетПредложений СодержитТолькоИзменения="true"><Ид>bench-cat#</Ид><Наименование>Пакет</Наименование><ИдКаталога>bench-cat</ИдКаталога>
<ТипыЦен><ТипЦены><Ид>opt</Ид><Наименование>Оптовая</Наименование></ТипЦены><ТипЦены><Ид>rozn</Ид><Наименование>Розничная</Наименование></ТипЦены></ТипыЦен>
<Предложения>${offers.join('\n')}</Предложения></ПакетПредложений></КоммерческаяИнформация>`;
  return { importXml: Buffer.from(importXml), offersXml: Buffer.from(offersXml) };
}

/**
 * One catalogue exchange against `url` (`/api/1c-exchange`) as 1C plays it; answers how long each
 * import took (ms) and how many `import` calls it needed.
 */
export async function exchangeCatalogue(url, email, password, files) {
  let cookie = '';
  const call = async (query, body) => {
    const headers = cookie ? { cookie } : { authorization: `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}` };
    const response = await fetch(`${url}?${query}`, { method: body ? 'POST' : 'GET', headers, body });
    const lines = (await response.text()).split('\n');
    if (!response.ok || !['success', 'progress', 'zip=yes'].includes(lines[0])) throw new Error(`1С, ${query}: ${response.status} ${lines.join(' ')}`);
    return lines;
  };
  const [, name, value] = await call('type=catalog&mode=checkauth');
  cookie = `${name}=${value}`;
  await call('type=catalog&mode=init');
  const timings = [];
  for (const [filename, bytes] of files) {
    await call(`type=catalog&mode=file&filename=${filename}`, bytes);
    const started = performance.now();
    let calls = 1;
    while ((await call(`type=catalog&mode=import&filename=${filename}`))[0] === 'progress') calls++;
    timings.push({ filename, ms: performance.now() - started, calls });
  }
  return timings;
}
