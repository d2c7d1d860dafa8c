import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { User } from '../users/user.entity';
import { VendorsService } from '../vendors/vendors.service';
import type { CreateProductDto, UpdateProductDto } from './dto/product-input.dto';
import type { ProductDeletionDto } from './dto/product-deletion.dto';
import { toProductDto, type ProductDto } from './dto/product.dto';
import { Product } from './product.entity';
import { ProductsRepository } from './products.repository';

const PRODUCT_NOT_FOUND = 'Product not found.';

@Injectable()
export class ProductsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly products: ProductsRepository,
    private readonly vendors: VendorsService,
  ) {}

  async list(user: User, vendorId?: number): Promise<ProductDto[]> {
    if (vendorId !== undefined) await this.vendors.findVisibleOrFail(user, vendorId);
    return (await this.products.listVisibleTo(user, vendorId)).map(toProductDto);
  }

  async get(user: User, id: number): Promise<ProductDto> {
    return toProductDto(await this.findVisibleOrFail(user, id));
  }

  async create(user: User, dto: CreateProductDto): Promise<ProductDto> {
    await this.vendors.findVisibleOrFail(user, dto.vendorId);
    const product = await this.dataSource.getRepository(Product).save({
      vendorId: dto.vendorId,
      name: dto.name,
      description: dto.description ?? null,
      price: dto.price,
      isActive: dto.isActive ?? true,
      slItemId: dto.slItemId ?? null,
    });
    return toProductDto(product);
  }

  async update(user: User, id: number, dto: UpdateProductDto): Promise<ProductDto> {
    const product = await this.findVisibleOrFail(user, id);
    if (dto.vendorId !== undefined && dto.vendorId !== product.vendorId) await this.vendors.findVisibleOrFail(user, dto.vendorId);
    const changes: Partial<Product> = {};
    if (dto.name !== undefined) changes.name = dto.name;
    if (dto.description !== undefined) changes.description = dto.description;
    if (dto.vendorId !== undefined) changes.vendorId = dto.vendorId;
    if (dto.price !== undefined) changes.price = dto.price;
    if (dto.isActive !== undefined) changes.isActive = dto.isActive;
    if (dto.slItemId !== undefined) changes.slItemId = dto.slItemId;
    if (Object.keys(changes).length === 0) return toProductDto(product);
    return toProductDto(await this.dataSource.getRepository(Product).save({ ...product, ...changes }));
  }

  /**
   * A product with sales is deactivated instead of deleted: deleting it would blank the product on the
   * merchant's past transactions (ON DELETE SET NULL).
   */
  remove(user: User, id: number): Promise<ProductDeletionDto> {
    return this.dataSource.transaction(async (manager) => {
      const product = await this.products.lockVisibleTo(manager, user, id);
      if (!product) throw new NotFoundException(PRODUCT_NOT_FOUND);
      if (await this.products.hasSales(manager, product.id)) {
        await manager.getRepository(Product).update({ id: product.id }, { isActive: false });
        return {
          deleted: false,
          deactivated: true,
          message: 'This product has sales, so it was deactivated instead of deleted to keep its history.',
        };
      }
      await manager.getRepository(Product).delete({ id: product.id });
      return { deleted: true, deactivated: false, message: 'The product was deleted.' };
    });
  }

  private async findVisibleOrFail(user: User, id: number): Promise<Product> {
    const product = await this.products.findVisibleTo(user, id);
    if (!product) throw new NotFoundException(PRODUCT_NOT_FOUND);
    return product;
  }
}
