import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';

import type { Tx } from '../database/transaction';
import { type DomainEvent, DomainEvents } from '../event-bus/domain-events';
import type { OwnerDto } from '../users/dto/owner.dto';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { VendorsService } from '../vendors/vendors.service';
import { type ProductDto, toProductDto } from './dto/product.dto';
import type { ProductDeletionDto } from './dto/product-deletion.dto';
import { AVAILABLE_UNTIL_AFTER_FROM, type CreateProductDto, type UpdateProductDto } from './dto/product-input.dto';
import type { Product } from './product.entity';
import { ProductSalesLink } from './product-sales';
import { ProductsRepository } from './products.repository';

const PRODUCT_NOT_FOUND = 'Product not found.';
export const MARKETPLACE_ITEM_TAKEN = 'Another of your products has this Marketplace item ID.';
export const ITEM_NAME_TWICE = 'Item name and SL item ID are one field: send one of them, or the same name in both.';

@Injectable()
export class ProductsService {
  constructor(
    private readonly products: ProductsRepository,
    private readonly vendors: VendorsService,
    private readonly sales: ProductSalesLink,
    private readonly users: UsersService,
    private readonly domainEvents: DomainEvents,
  ) {}

  async list(user: User, vendorId?: number): Promise<ProductDto[]> {
    if (vendorId !== undefined) await this.vendors.findVisibleOrFail(user, vendorId);
    const products = await this.products.listVisibleTo(user, vendorId);
    const owners = await this.users.ownersByIds(products.map(ownerIdOf));
    return products.map((product) => toProductDto(product, owners.get(ownerIdOf(product)) as OwnerDto));
  }

  async get(user: User, id: number): Promise<ProductDto> {
    const product = await this.findVisibleOrFail(user, id);
    return toProductDto(product, await this.ownerOf(ownerIdOf(product)));
  }

  /** The owner shown with a product: the caller's own data for a merchant, anyone's for an admin. */
  private async ownerOf(ownerId: string): Promise<OwnerDto> {
    return (await this.users.ownersByIds([ownerId])).get(ownerId) as OwnerDto;
  }

  async create(user: User, dto: CreateProductDto): Promise<ProductDto> {
    const vendor = await this.vendors.findVisibleOrFail(user, dto.vendorId);
    const marketplaceItemId = dto.marketplaceItemId ?? null;
    const slItemId = itemNameOf(dto) ?? null;
    // Left out, the order puts the product after the vendor's others.
    const displayOrder = dto.displayOrder ?? (await this.products.nextDisplayOrders([dto.vendorId])).get(dto.vendorId);
    const product = await this.withMarketplaceItem(vendor.ownerId, marketplaceItemId, null, async (manager) => {
      const saved = await this.products.save(
        {
          vendorId: dto.vendorId,
          name: dto.name,
          description: dto.description ?? null,
          price: dto.price,
          isActive: dto.isActive ?? true,
          slItemId,
          textureKey: dto.textureKey ?? null,
          demoItemName: dto.demoItemName ?? null,
          displayOrder,
          marketplaceItemId,
          ...stockOf(dto, null),
        },
        manager,
      );
      await this.domainEvents.publish(
        productEvent(user, 'product_created', `Product "${saved.name}" created`, saved, vendor.ownerId, [saved.vendorId]),
        manager,
      );
      return saved;
    });
    return toProductDto(product, await this.ownerOf(vendor.ownerId));
  }

  async update(user: User, id: number, dto: UpdateProductDto): Promise<ProductDto> {
    const product = await this.findVisibleOrFail(user, id);
    const vendor = await this.vendors.findVisibleOrFail(user, dto.vendorId ?? product.vendorId);
    const changes: Partial<Product> = {};
    if (dto.name !== undefined) changes.name = dto.name;
    if (dto.description !== undefined) changes.description = dto.description;
    if (dto.vendorId !== undefined) changes.vendorId = dto.vendorId;
    if (dto.price !== undefined) changes.price = dto.price;
    if (dto.isActive !== undefined) changes.isActive = dto.isActive;
    const itemName = itemNameOf(dto);
    if (itemName !== undefined) changes.slItemId = itemName;
    if (dto.textureKey !== undefined) changes.textureKey = dto.textureKey;
    if (dto.demoItemName !== undefined) changes.demoItemName = dto.demoItemName;
    if (dto.displayOrder !== undefined) changes.displayOrder = dto.displayOrder;
    if (dto.marketplaceItemId !== undefined) changes.marketplaceItemId = dto.marketplaceItemId;
    Object.assign(changes, stockOf(dto, product));
    if (Object.keys(changes).length === 0) return toProductDto(product, await this.ownerOf(vendor.ownerId));
    const marketplaceItemId = changes.marketplaceItemId !== undefined ? changes.marketplaceItemId : product.marketplaceItemId;
    const saved = await this.withMarketplaceItem(vendor.ownerId, marketplaceItemId, product.id, async (manager) => {
      // Without the loaded vendor, which would win over a changed vendorId.
      const written = await this.products.save({ ...withoutVendor(product), ...changes }, manager);
      const vendorIds = [...new Set([product.vendorId, written.vendorId])];
      await this.domainEvents.publish(productEvent(user, 'product_changed', `Product "${written.name}" changed`, written, vendor.ownerId, vendorIds), manager);
      return written;
    });
    return toProductDto(saved, await this.ownerOf(vendor.ownerId));
  }

  /**
   * Runs a save that leaves the product with this Marketplace item id, refusing (409) an id another of the owner's
   * products has: the Marketplace's sales of an item are recorded as one product. Without an item id the save runs
   * outside any transaction (`manager` undefined).
   */
  private async withMarketplaceItem<T>(
    ownerId: string,
    marketplaceItemId: string | null,
    productId: number | null,
    save: (manager: Tx | undefined) => Promise<T>,
  ): Promise<T> {
    if (marketplaceItemId === null) return save(undefined);
    return this.products.transaction(async (manager) => {
      await this.products.lockMarketplaceItems(manager, ownerId);
      if (await this.products.marketplaceItemTaken(manager, ownerId, marketplaceItemId, productId)) {
        throw new ConflictException({ message: MARKETPLACE_ITEM_TAKEN, fieldErrors: { marketplaceItemId: [MARKETPLACE_ITEM_TAKEN] } });
      }
      return save(manager);
    });
  }

  /**
   * A product with sales is deactivated instead of deleted: deleting it would blank the product on the
   * merchant's past transactions (ON DELETE SET NULL).
   */
  remove(user: User, id: number): Promise<ProductDeletionDto> {
    return this.products.transaction(async (manager) => {
      const product = await this.products.lockVisibleTo(manager, user, id);
      if (!product) throw new NotFoundException(PRODUCT_NOT_FOUND);
      const ownerId = ownerIdOf(product);
      if (await this.sales.hasSales(manager, product.id)) {
        await this.products.deactivate(manager, product.id);
        const event = productEvent(user, 'product_changed', `Product "${product.name}" deactivated`, product, ownerId, [product.vendorId]);
        await this.domainEvents.publish(event, manager);
        return {
          deleted: false,
          deactivated: true,
          message: 'This product has sales, so it was deactivated instead of deleted to keep its history.',
        };
      }
      await this.products.delete(manager, product.id);
      await this.domainEvents.publish(
        productEvent(user, 'product_deleted', `Product "${product.name}" deleted`, product, ownerId, [product.vendorId]),
        manager,
      );
      return { deleted: true, deactivated: false, message: 'The product was deleted.' };
    });
  }

  private async findVisibleOrFail(user: User, id: number): Promise<Product> {
    const product = await this.products.findVisibleTo(user, id);
    if (!product) throw new NotFoundException(PRODUCT_NOT_FOUND);
    return product;
  }
}

/** A change to a product, which its vendors' catalogues show (products/catalogue-pings.ts). */
function productEvent(user: User, type: string, description: string, product: Product, ownerId: string, vendorIds: number[]): DomainEvent {
  return { userId: user.id, type, description, targetType: 'product', targetId: String(product.id), metadata: { productId: product.id, ownerId, vendorIds } };
}

/** Products are listed with their vendor (ProductsRepository.visibleTo), whose owner is the product's. */
function ownerIdOf(product: Product): string {
  if (!product.vendor) throw new Error(`Product ${product.id} was loaded without its vendor.`);
  return product.vendor.ownerId;
}

/** The item name sent, under either of its names (undefined: not sent); two different names are refused. */
function itemNameOf(dto: CreateProductDto | UpdateProductDto): string | null | undefined {
  if (dto.itemName !== undefined && dto.slItemId !== undefined && dto.itemName !== dto.slItemId) {
    throw new BadRequestException({ message: ITEM_NAME_TWICE, fieldErrors: { itemName: [ITEM_NAME_TWICE] } });
  }
  return dto.itemName !== undefined ? dto.itemName : dto.slItemId;
}

function withoutVendor(product: Product): Product {
  const copy = { ...product };
  delete copy.vendor;
  return copy;
}

type StockFields = Pick<Product, 'stock' | 'lowStockThreshold' | 'availableFrom' | 'availableUntil' | 'giftCardValue'>;

/** The stock fields a create or update sets (all of them on create), with the availability window checked whole. */
function stockOf(dto: CreateProductDto | UpdateProductDto, current: StockFields | null): Partial<StockFields> {
  const changes: Partial<StockFields> = {};
  if (dto.stock !== undefined || !current) changes.stock = dto.stock ?? null;
  if (dto.lowStockThreshold !== undefined || !current) changes.lowStockThreshold = dto.lowStockThreshold ?? null;
  if (dto.giftCardValue !== undefined || !current) changes.giftCardValue = dto.giftCardValue ?? null;
  if (dto.availableFrom !== undefined || !current) changes.availableFrom = dto.availableFrom ? new Date(dto.availableFrom) : null;
  if (dto.availableUntil !== undefined || !current) changes.availableUntil = dto.availableUntil ? new Date(dto.availableUntil) : null;
  const from = changes.availableFrom !== undefined ? changes.availableFrom : (current?.availableFrom ?? null);
  const until = changes.availableUntil !== undefined ? changes.availableUntil : (current?.availableUntil ?? null);
  if (from && until && until.getTime() <= from.getTime()) {
    const field = dto.availableUntil !== undefined ? 'availableUntil' : 'availableFrom';
    throw new BadRequestException({ message: AVAILABLE_UNTIL_AFTER_FROM, fieldErrors: { [field]: [AVAILABLE_UNTIL_AFTER_FROM] } });
  }
  return changes;
}
