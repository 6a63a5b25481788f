import { Entity, Unique } from '@mikro-orm/core';
import { ObjectType } from 'type-graphql';
import { DictionaryEntity } from './dictionary.entity.js';

@ObjectType({ description: 'Тег' })
@Entity()
@Unique({ properties: ['name'] })
export class Tag extends DictionaryEntity {}
