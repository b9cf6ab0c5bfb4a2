export * from './auth';
export * from './contract/auth';
export * from './contract/catalog';
export * from './contract/common';
export * from './contract/health';
export * from './contract/products';
export * from './shop';
export * from './ui';
