import {
  type Category,
  type CategoryInputSchema,
  type PublicCategory,
  type ValidationErrors,
} from '@backlit/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { AuditActor } from '../../platform/audit';
import { AppError, invalidData } from '../../platform/errors';
import {
  CatalogRepository,
  UniqueViolationError,
  type CategoryWithSubs,
  type SubCategoryRow,
} from './catalog.repository';
import { CATEGORY_NOT_FOUND, type CatalogDirectory } from './catalog-directory';

/** The category form as the contract's schema has parsed it (trimmed, empty rows dropped). */
export type CategoryData = z.output<typeof CategoryInputSchema>;

export const CATEGORY_NAME_TAKEN = 'A category with this name already exists.';
export const SUB_CATEGORY_NAME_TAKEN = 'This category already has a sub-category with this name.';
export const SUB_CATEGORY_NOT_HERE = 'This sub-category does not belong to this category.';
export const SUB_CATEGORY_LISTED_TWICE = 'This sub-category is listed twice.';

export const categoryInUse = (count: number) =>
  `This category still has ${count} product(s). Move or delete them first.`;
export const subCategoryInUse = (name: string, count: number) =>
  `The sub-category "${name}" still has ${count} product(s). Move them to another sub-category first.`;

const subField = (index: number, field: 'id' | 'nameSubCategory') =>
  `subCategories.${index}.${field}`;

/** Categories and their sub-categories: the admin's screens and the shop's category list. */
export class CategoriesService {
  private readonly repository: CatalogRepository;

  /** `onWrite` runs after every committed write (the shop's cached answers are cleared). */
  constructor(
    db: Database,
    private readonly directory: CatalogDirectory,
    private readonly onWrite: () => void = () => {},
  ) {
    this.repository = new CatalogRepository(db);
  }

  async list(): Promise<Category[]> {
    return (await this.repository.listCategories()).map(toCategory);
  }

  async get(id: number): Promise<Category> {
    const category = await this.repository.findCategory(id);
    if (!category) throw new AppError('NOT_FOUND', CATEGORY_NOT_FOUND);
    return toCategory(category);
  }

  async create(input: CategoryData, actor: AuditActor): Promise<void> {
    const problems = duplicateSubNames(input);
    input.subCategories.forEach((row, index) => {
      if (row.id !== undefined)
        (problems[subField(index, 'id')] ??= []).push(SUB_CATEGORY_NOT_HERE);
    });
    await this.write(async (repository) => {
      if (await repository.categoryNameTaken(input.name)) {
        (problems.name ??= []).push(CATEGORY_NAME_TAKEN);
      }
      if (Object.keys(problems).length > 0) throw invalidData(problems);
      const category = await repository.insertCategory(fields(input));
      for (const [index, row] of input.subCategories.entries()) {
        await repository.insertSubCategory(
          { categoryId: category.id, ...subFields(row, index) },
          index,
        );
      }
      await repository.audit(actor, {
        area: 'catalogue',
        action: 'category.create',
        summary: `Created category "${input.name}"`,
      });
    });
  }

  /**
   * Rows with an id update that sub-category (so its products keep it), rows without one are
   * added, and sub-categories left out are deleted, unless products still use them.
   */
  async update(id: number, input: CategoryData, actor: AuditActor): Promise<void> {
    await this.write(async (repository) => {
      if (!(await repository.lockCategory(id))) throw new AppError('NOT_FOUND', CATEGORY_NOT_FOUND);
      const existing = await repository.subCategoriesOf(id);
      const problems = duplicateSubNames(input);
      const ownIds = new Set(existing.map((sub) => sub.id));
      const seenIds = new Set<number>();
      input.subCategories.forEach((row, index) => {
        if (row.id === undefined) return;
        const problem = !ownIds.has(row.id)
          ? SUB_CATEGORY_NOT_HERE
          : seenIds.has(row.id)
            ? SUB_CATEGORY_LISTED_TWICE
            : undefined;
        if (problem) (problems[subField(index, 'id')] ??= []).push(problem);
        seenIds.add(row.id);
      });
      if (await repository.categoryNameTaken(input.name, id)) {
        (problems.name ??= []).push(CATEGORY_NAME_TAKEN);
      }
      if (Object.keys(problems).length > 0) throw invalidData(problems);

      const removed = existing.filter((sub) => !seenIds.has(sub.id));
      await refuseIfUsed(repository, removed);
      await repository.updateCategory(id, fields(input));
      await repository.deleteSubCategories(removed.map((sub) => sub.id));
      await repository.parkSubCategoryNames([...seenIds]);
      for (const [index, row] of input.subCategories.entries()) {
        if (row.id === undefined) {
          await repository.insertSubCategory({ categoryId: id, ...subFields(row, index) }, index);
        } else {
          await repository.updateSubCategory(row.id, subFields(row, index), index);
        }
      }
      await repository.audit(actor, {
        area: 'catalogue',
        action: 'category.update',
        summary: `Updated category "${input.name}"`,
      });
    });
  }

  async delete(id: number, actor: AuditActor): Promise<void> {
    await this.repository.transaction(async (repository) => {
      const category = await repository.lockCategory(id);
      if (!category) throw new AppError('NOT_FOUND', CATEGORY_NOT_FOUND);
      const products = await repository.countProductsInCategory(id);
      if (products > 0) throw new AppError('CONFLICT', categoryInUse(products));
      await repository.deleteCategory(id);
      await repository.audit(actor, {
        area: 'catalogue',
        action: 'category.delete',
        summary: `Deleted category "${category.name}"`,
      });
    });
    this.onWrite();
  }

  /** The shop's list: categories by name, sub-categories by position, with product counts. */
  /** The shop's categories with their product counts, as the catalogue directory holds them. */
  async publicList(): Promise<PublicCategory[]> {
    return (await this.directory.get()).categories;
  }

  /** One transaction; a name taken by a concurrent write is reported like the checks above. */
  private async write(work: (repository: CatalogRepository) => Promise<void>): Promise<void> {
    try {
      await this.repository.transaction(work);
      this.onWrite();
    } catch (error) {
      if (!(error instanceof UniqueViolationError)) throw error;
      const { violation } = error;
      throw violation.field === 'name'
        ? invalidData({ name: [CATEGORY_NAME_TAKEN] })
        : invalidData({
            [subField(violation.index, 'nameSubCategory')]: [SUB_CATEGORY_NAME_TAKEN],
          });
    }
  }
}

async function refuseIfUsed(repository: CatalogRepository, removed: SubCategoryRow[]) {
  const counts = await repository.countProductsInSubCategories(removed.map((sub) => sub.id));
  const used = removed.find((sub) => counts.has(sub.id));
  if (used) throw new AppError('CONFLICT', subCategoryInUse(used.name, counts.get(used.id)!));
}

/** Rows whose name repeats an earlier row's, ignoring case. */
function duplicateSubNames(input: CategoryData): ValidationErrors {
  const problems: ValidationErrors = {};
  const seen = new Set<string>();
  input.subCategories.forEach((row, index) => {
    const key = row.nameSubCategory.toLowerCase();
    if (seen.has(key)) problems[subField(index, 'nameSubCategory')] = [SUB_CATEGORY_NAME_TAKEN];
    seen.add(key);
  });
  return problems;
}

const fields = (input: CategoryData) => ({ name: input.name, description: input.description });

const subFields = (row: CategoryData['subCategories'][number], position: number) => ({
  name: row.nameSubCategory,
  description: row.descriptionSubCategory,
  position,
});

function toCategory(category: CategoryWithSubs): Category {
  return {
    id: category.id,
    name: category.name,
    description: category.description,
    sub_categories: category.subCategories.map((sub) => ({
      id: sub.id,
      nameSubCategory: sub.name,
      descriptionSubCategory: sub.description,
    })),
  };
}
