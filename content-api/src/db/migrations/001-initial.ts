import type { ColumnDataType, Kysely, Migration } from 'kysely';
import { textColumn, type DialectName } from '../dialect';

type Columns = Record<string, ColumnDataType | `${ColumnDataType}?`>;

/**
 * Every content table belongs to one backend (language_type 1 or 2) and has its own ids there,
 * so the primary key is (language_type, key).
 */
const TABLES: Record<string, { key: string; columns: Columns; indexes?: string[][] }> = {
  navigation_entry: { key: 'id', columns: { id: 'integer', sort: 'integer', name: 'text', key: 'text', url: 'text' } },
  product_category: {
    key: 'id',
    columns: {
      id: 'integer',
      sort: 'integer',
      group_id: 'integer',
      key: 'text',
      title: 'text',
      name: 'text',
      ctitle: 'text',
      etitle: 'text',
      summary: 'text',
      banner: 'text',
      image: 'text',
      features: 'text',
    },
    indexes: [['group_id'], ['key']],
  },
  product_view: {
    key: 'id',
    columns: {
      id: 'integer',
      sort: 'integer',
      category_id: 'integer',
      title: 'text',
      summary: 'text',
      content: 'text',
      image: 'text',
      video_src: 'text',
      video_poster: 'text',
      views: 'integer',
    },
    indexes: [['category_id']],
  },
  solution: {
    key: 'id',
    columns: {
      id: 'integer',
      sort: 'integer',
      key: 'text',
      name: 'text',
      ctitle: 'text',
      etitle: 'text',
      summary: 'text',
      banner: 'text',
    },
  },
  solution_page: {
    key: 'id',
    columns: {
      id: 'integer',
      sort: 'integer',
      solution_id: 'integer',
      title: 'text',
      summary: 'text',
      content: 'text',
      image: 'text',
    },
    indexes: [['solution_id']],
  },
  home_component: {
    key: 'id',
    columns: {
      id: 'integer',
      sort: 'integer',
      type: 'text',
      title: 'text',
      subtitle: 'text',
      image: 'text?',
      link: 'text?',
    },
  },
  seo_entry: {
    key: 'route_name',
    columns: { route_name: 'text', seo_title: 'text', seo_keywords: 'text', seo_desc: 'text' },
  },
  article: {
    key: 'id',
    columns: {
      id: 'integer',
      type: 'text',
      title: 'text',
      summary: 'text',
      cover: 'text',
      source: 'text',
      author: 'text',
      published_at: 'text',
      is_top: 'integer',
      content: 'text',
    },
    indexes: [['type', 'published_at']],
  },
  event: {
    key: 'id',
    columns: {
      id: 'integer',
      title: 'text',
      summary: 'text',
      city: 'text',
      venue: 'text',
      start_date: 'text',
      end_date: 'text',
      cover: 'text',
    },
  },
  social_post: {
    key: 'id',
    columns: {
      id: 'integer',
      title: 'text',
      city: 'text',
      category: 'text',
      department: 'text',
      headcount: 'integer',
      experience: 'text',
      education: 'text',
      published_at: 'text',
      duties: 'text',
      requirements: 'text',
      email: 'text',
    },
    indexes: [['city'], ['category']],
  },
  office: {
    key: 'id',
    columns: {
      id: 'integer',
      sort: 'integer',
      city: 'text',
      name: 'text',
      address: 'text',
      phone: 'text',
      email: 'text',
      is_headquarters: 'integer',
      image: 'text',
    },
  },
  campus_post: {
    key: 'id',
    columns: {
      id: 'integer',
      sort: 'integer',
      title: 'text',
      category: 'text',
      cities: 'text',
      headcount: 'integer',
      description: 'text',
      requirements: 'text',
    },
  },
  environment_photo: {
    key: 'id',
    columns: { id: 'integer', sort: 'integer', city: 'text', title: 'text', description: 'text', image: 'text' },
  },
  employee_life: {
    key: 'id',
    columns: { id: 'integer', sort: 'integer', title: 'text', summary: 'text', image: 'text', happened_on: 'text' },
  },
  partner: {
    key: 'id',
    columns: {
      id: 'integer',
      sort: 'integer',
      type: 'text',
      name: 'text',
      industry: 'text',
      description: 'text',
      logo: 'text',
    },
    indexes: [['type']],
  },
  honour: {
    key: 'id',
    columns: {
      id: 'integer',
      sort: 'integer',
      type: 'text',
      title: 'text',
      issuer: 'text',
      year: 'integer',
      description: 'text',
      image: 'text',
    },
    indexes: [['type']],
  },
  site_page: {
    key: 'key',
    columns: {
      key: 'text',
      title: 'text',
      subtitle: 'text',
      summary: 'text',
      content: 'text',
      image: 'text',
      blocks: 'text',
    },
  },
  story: {
    key: 'id',
    columns: { id: 'integer', title: 'text', summary: 'text', cover: 'text', published_at: 'text', content: 'text' },
  },
  milestone: {
    key: 'id',
    columns: { id: 'integer', year: 'integer', month: 'integer', title: 'text', text: 'text' },
  },
  team_member: {
    key: 'id',
    columns: {
      id: 'integer',
      sort: 'integer',
      name: 'text',
      position: 'text',
      summary: 'text',
      photo: 'text',
      is_founder: 'integer',
      biography: 'text',
    },
  },
  shareholder: {
    key: 'id',
    columns: { id: 'integer', sort: 'integer', name: 'text', kind: 'text', description: 'text', logo: 'text' },
  },
  investor_profile: {
    key: 'language_type',
    columns: {
      company_name: 'text',
      stock_code: 'text',
      exchange: 'text',
      summary: 'text',
      highlights: 'text',
      reports: 'text',
      contact: 'text',
    },
  },
};

/** The same tables on every dialect; text columns as dialect.ts says. */
export function initialMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const [table, { key, columns, indexes = [] }] of Object.entries(TABLES)) {
        let builder = db.schema.createTable(table).addColumn('language_type', 'integer', (col) => col.notNull());
        for (const [name, declared] of Object.entries(columns)) {
          const nullable = declared.endsWith('?');
          const type = declared.replace(/\?$/, '') as ColumnDataType;
          builder = builder.addColumn(name, type, (col) => {
            const typed = type === 'text' ? textColumn(dialect, col) : col;
            return nullable ? typed : typed.notNull();
          });
        }
        const primaryKey = key === 'language_type' ? ['language_type'] : ['language_type', key];
        await builder.addPrimaryKeyConstraint(`${table}_pk`, primaryKey as never).execute();
        for (const indexColumns of indexes) {
          await db.schema
            .createIndex(`${table}_${indexColumns.join('_')}_idx`)
            .on(table)
            .columns(['language_type', ...indexColumns])
            .execute();
        }
      }
    },

    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of Object.keys(TABLES).reverse()) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
