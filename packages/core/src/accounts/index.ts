/** Customer accounts: the lifecycles of an account's access and of its identity standing. */
export * from './lifecycle';
