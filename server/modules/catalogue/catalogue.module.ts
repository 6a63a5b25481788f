import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Config } from '../../core/config.js';
import type { PublicVersions } from '../../core/public-versions.js';
import { showing, type PublicReads } from '../../core/public-reads.js';
import { crudResolver, crudRoutes, type CrudApi } from '../../core/crud.js';
import { Brand } from './brand.entity.js';
import { CatalogueImport } from './catalogue-import.service.js';
import { BrandService } from './brand.service.js';
import { Category } from './category.entity.js';
import { categoryResolvers } from './category.resolver.js';
import { categoryTreeRoute } from './category.routes.js';
import { CategoryService } from './category.service.js';
import { Color } from './color.entity.js';
import { brandBody, brandQuery, categoryBody, categoryQuery, colorBody, colorQuery, sizeBody, sizeQuery, tagBody, tagQuery } from './dictionary.inputs.js';
import { FacetMemo } from './facet-memo.js';
import { brandOutput, categoryOutput, colorOutput, sizeOutput, tagOutput } from './catalogue.outputs.js';
import { ProductSpreadsheet } from './product-spreadsheet.js';
import { productResolver } from './product.resolver.js';
import { productRoutes } from './product.routes.js';
import { ProductService } from './product.service.js';
import { ColorService, SizeService, TagService } from './simple-dictionaries.service.js';
import { Size } from './size.entity.js';
import { Tag } from './tag.entity.js';
import { stockMovementResolver, stockMovementRoute } from './stock.api.js';
import { stockAlertResolver, stockAlertRoutes } from './stock-alert.api.js';
import { StockAlertService } from './stock-alert.service.js';
import { stockAlertSender } from './stock-alert-sender.js';
import type { MailQueue } from '../../core/mail/mailer.js';
import type { ConsentService } from '../identity/consent.service.js';
import { StockService } from './stock.service.js';

/** What anonymous shoppers read of the catalogue, the same for all (the public cache keeps it). */
const publicReads: PublicReads = {
  rest: showing(['catalogue'], ['/products', '/categories', '/brands', '/colors', '/sizes', '/tags', '/search/suggest', '/search/correction']),
  graphql: showing(['catalogue'], ['brands', 'brand', 'sizes', 'size', 'colors', 'color', 'tags', 'tag', 'categories', 'category', 'categoriesTree', 'categoryByUrl', 'products', 'product', 'productByUrl', 'productFacets', 'searchSuggest', 'searchCorrection', 'priceRange']),
};

/**
 * The catalogue: its services (products, stock and back-in-stock letters, dictionaries, imports from
 * other systems), GraphQL resolvers, REST routes, and the sender of back-in-stock letters. `mailer`
 * and `consents` serve the letters; without `versions` (the schema's printing) no facets are kept.
 */
export function catalogueModule(config: Config, mailer: MailQueue, consents: ConsentService, versions?: PublicVersions) {
  const categories = new CategoryService();
  // The facets get a quarter of the public cache's room.
  const products = new ProductService(new FacetMemo(versions, config.publicCacheMb / 4));
  const stock = new StockService(config.shopTime.zone);
  const stockAlerts = new StockAlertService(mailer, consents, config.publicUrl);
  const services = { categories, products, stock, stockAlerts, catalogueImport: new CatalogueImport(), brands: new BrandService(), sizes: new SizeService(), colors: new ColorService(), tags: new TagService() };
  const apis = {
    brands: { type: Brand, one: 'brand', many: 'brands', title: 'бренд', service: services.brands, body: brandBody, query: brandQuery, output: brandOutput },
    sizes: { type: Size, one: 'size', many: 'sizes', title: 'размер', service: services.sizes, body: sizeBody, query: sizeQuery, output: sizeOutput },
    colors: { type: Color, one: 'color', many: 'colors', title: 'цвет', service: services.colors, body: colorBody, query: colorQuery, output: colorOutput },
    tags: { type: Tag, one: 'tag', many: 'tags', title: 'тег', service: services.tags, body: tagBody, query: tagQuery, output: tagOutput },
    categories: { type: Category, one: 'category', many: 'categories', title: 'категория', service: categories, body: categoryBody, query: categoryQuery, output: categoryOutput },
  } as unknown as Record<'brands' | 'sizes' | 'colors' | 'tags' | 'categories', CrudApi>;

  return {
    services,
    resolvers: [...Object.values(apis).map((api) => crudResolver(api)), ...categoryResolvers(categories), productResolver(products), stockMovementResolver(stock), stockAlertResolver(stockAlerts)],
    publicReads,
    routes: [categoryTreeRoute(categories), stockMovementRoute(stock), ...stockAlertRoutes(stockAlerts), ...Object.entries(apis).flatMap(([path, api]) => crudRoutes(`/${path}`, api)), ...productRoutes(products, new ProductSpreadsheet(products))],
    jobs: (orm: MikroORM, log: Logger) => ({ stockAlerts: stockAlertSender(stockAlerts, orm, log, config.stockAlertSeconds) }),
  };
}
