/** What an in-world object is: the kinds a heartbeat names and the objects' lists show. */
export const IN_WORLD_OBJECT_KINDS = ['vendor', 'delivery-box', 'terminal'] as const;
export type InWorldObjectKind = (typeof IN_WORLD_OBJECT_KINDS)[number];
