import { Color } from './color.entity.js';
import { colorBody, colorQuery, sizeBody, sizeQuery, tagBody, tagQuery } from './dictionary.inputs.js';
import { DictionaryService } from './dictionary.service.js';
import { Size } from './size.entity.js';
import { Tag } from './tag.entity.js';

export class SizeService extends DictionaryService<Size, typeof sizeBody, typeof sizeQuery> {
  protected readonly entity = Size;
  protected readonly body = sizeBody;
  protected readonly query = sizeQuery;
}

export class TagService extends DictionaryService<Tag, typeof tagBody, typeof tagQuery> {
  protected readonly entity = Tag;
  protected readonly body = tagBody;
  protected readonly query = tagQuery;
}

export class ColorService extends DictionaryService<Color, typeof colorBody, typeof colorQuery> {
  protected readonly entity = Color;
  protected readonly body = colorBody;
  protected readonly query = colorQuery;
  protected conditions(filters: { name?: string; url?: string; code?: string }) {
    const where = super.conditions(filters);
    if (filters.code) where.add('d.code = ?', filters.code.toLowerCase());
    return where;
  }
}
