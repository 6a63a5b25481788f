/**
 * What the fake СДЭК knows of the world: four cities under СДЭК's own codes (44 and 270 as in
 * СДЭК's SDK examples, 137 and 250 as its modules use them), their offices, the names of the
 * order statuses, and a real one-page PDF for print forms.
 */

export interface FakeCity {
  code: number;
  city_uuid: string;
  city: string;
  full_name: string;
  region: string;
  lat: number;
  lon: number;
}

export const FAKE_CITIES: FakeCity[] = [
  { code: 44, city_uuid: '7e0b4c66-8d1a-4a4d-9e0c-5b3c0b3e0044', city: 'Москва', full_name: 'Москва, Россия', region: 'Москва', lat: 55.7558, lon: 37.6173 },
  { code: 137, city_uuid: '3a1f2b77-0f6e-4a39-8e4e-2e5e6f1c0137', city: 'Санкт-Петербург', full_name: 'Санкт-Петербург, Россия', region: 'Санкт-Петербург', lat: 59.9343, lon: 30.3351 },
  { code: 270, city_uuid: 'c9a9d0b1-5e6b-4f0c-8d43-7b1a2f3e0270', city: 'Новосибирск', full_name: 'Новосибирск, Новосибирская обл., Россия', region: 'Новосибирская обл.', lat: 55.0084, lon: 82.9357 },
  { code: 250, city_uuid: '0d6e4b2a-1c3f-4e8a-9b7d-6a5c4d3e0250', city: 'Екатеринбург', full_name: 'Екатеринбург, Свердловская обл., Россия', region: 'Свердловская обл.', lat: 56.8389, lon: 60.6057 },
];

interface Office {
  code: string;
  name: string;
  city: number;
  address: string;
  postal: string;
  lat: number;
  lon: number;
  type: 'PVZ' | 'POSTAMAT';
  metro?: string;
}

const OFFICES: Office[] = [
  { code: 'MSK123', name: 'На Тверской', city: 44, address: 'ул. Тверская, 12, стр. 1', postal: '125009', lat: 55.7625, lon: 37.6071, type: 'PVZ', metro: 'Пушкинская' },
  { code: 'MSK456', name: 'Арбат', city: 44, address: 'ул. Арбат, 24', postal: '119002', lat: 55.7502, lon: 37.5934, type: 'PVZ', metro: 'Арбатская' },
  { code: 'MSK789', name: 'Постамат на Тверской', city: 44, address: 'ул. Тверская, 20/1, стр. 1', postal: '125009', lat: 55.7668, lon: 37.6024, type: 'POSTAMAT' },
  { code: 'MSK311', name: 'Бутырская', city: 44, address: 'ул. Бутырская, 53, корп. 2', postal: '127015', lat: 55.8041, lon: 37.5853, type: 'PVZ', metro: 'Савёловская' },
  { code: 'SPB12', name: 'Невский', city: 137, address: 'Невский пр., 88', postal: '191025', lat: 59.9317, lon: 30.3549, type: 'PVZ', metro: 'Маяковская' },
  { code: 'SPB77', name: 'Постамат на Садовой', city: 137, address: 'ул. Садовая, 30', postal: '190031', lat: 59.9273, lon: 30.3178, type: 'POSTAMAT' },
  { code: 'NSK3', name: 'Красный проспект', city: 270, address: 'Красный пр., 25', postal: '630099', lat: 55.0302, lon: 82.9204, type: 'PVZ' },
  { code: 'NSK41', name: 'Постамат на Ленина', city: 270, address: 'ул. Ленина, 12', postal: '630004', lat: 55.0301, lon: 82.9095, type: 'POSTAMAT' },
  { code: 'EKB5', name: 'Малышева', city: 250, address: 'ул. Малышева, 51', postal: '620075', lat: 56.8356, lon: 60.6154, type: 'PVZ' },
  { code: 'EKB22', name: 'Постамат на 8 Марта', city: 250, address: 'ул. 8 Марта, 46', postal: '620014', lat: 56.8237, lon: 60.5976, type: 'POSTAMAT' },
];

/** Offices as `GET /deliverypoints` answers them. */
export const FAKE_POINTS = OFFICES.map((office) => {
  const city = FAKE_CITIES.find((c) => c.code === office.city)!;
  const locker = office.type === 'POSTAMAT';
  return {
    code: office.code,
    name: office.name,
    uuid: `00000000-0000-4000-8000-${office.code.padStart(12, '0').slice(-12)}`,
    location: {
      country_code: 'RU',
      region: city.region,
      city_code: city.code,
      city: city.city,
      postal_code: office.postal,
      longitude: office.lon,
      latitude: office.lat,
      address: office.address,
      address_full: `${office.postal}, Россия, ${city.region}, ${city.city}, ${office.address}`,
    },
    ...(office.metro ? { nearest_metro_station: office.metro } : {}),
    work_time: locker ? 'Пн-Вс 00:00-23:59' : 'Пн-Пт 10:00-21:00, Сб-Вс 10:00-18:00',
    work_time_list: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, time: locker ? '00:00/23:59' : day > 5 ? '10:00/18:00' : '10:00/21:00' })),
    phones: [{ number: '+78002501405' }],
    type: office.type,
    owner_code: 'cdek',
    take_only: false,
    is_handout: true,
    is_reception: !locker,
    is_dressing_room: !locker,
    have_cashless: true,
    have_cash: !locker,
    allowed_cod: true,
    weight_min: 0,
    weight_max: locker ? 20 : 30,
  };
});

/** The statuses' names as СДЭК writes them. */
export const STATUS_NAMES: Record<string, string> = {
  ACCEPTED: 'Принят',
  CREATED: 'Создан',
  REMOVED: 'Удален',
  RECEIVED_AT_SHIPMENT_WAREHOUSE: 'Принят на склад отправителя',
  READY_FOR_SHIPMENT_IN_SENDER_CITY: 'Выдан на отправку в г. отправителе',
  TAKEN_BY_TRANSPORTER_FROM_SENDER_CITY: 'Сдан перевозчику в г. отправителе',
  SENT_TO_RECIPIENT_CITY: 'Отправлен в г. получатель',
  ACCEPTED_IN_RECIPIENT_CITY: 'Встречен в г. получателе',
  ACCEPTED_AT_RECIPIENT_CITY_WAREHOUSE: 'Принят на склад доставки',
  ACCEPTED_AT_PICK_UP_POINT: 'Принят на склад до востребования',
  POSTOMAT_POSTED: 'Заложен в постамат',
  TAKEN_BY_COURIER: 'Выдан на доставку',
  DELIVERED: 'Вручен',
  POSTOMAT_RECEIVED: 'Изъят из постамата клиентом',
  POSTOMAT_SEIZED: 'Изъят из постамата курьером',
  NOT_DELIVERED: 'Не вручен',
};

/** The old numeric `status_code` a notification still carries, for the codes it had one. */
export const LEGACY_STATUS_CODES: Record<string, string> = { CREATED: '1', REMOVED: '2', RECEIVED_AT_SHIPMENT_WAREHOUSE: '3', DELIVERED: '4', NOT_DELIVERED: '5' };

/** A valid one-page PDF saying `text` (ASCII), with a correct cross-reference table. */
export function onePagePdf(text: string): Buffer {
  const content = `BT /F1 14 Tf 24 380 Td (${text.replace(/[()\\]/g, '\\$&')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 298 420] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const at = out.length;
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
