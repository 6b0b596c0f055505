import { z } from 'zod';
import { citySchema } from '../entities/city';
import { countrySchema } from '../entities/country';
import { serviceSchema } from '../entities/service';
import { defineEndpoint } from './endpoint';

/** `GET /api/settings/{countries,cities,services}`: the active settings lists, sorted by name. */
export const countriesResponseSchema = z.object({ success: z.literal(true), countries: z.array(countrySchema) });
export const citiesResponseSchema = z.object({ success: z.literal(true), cities: z.array(citySchema) });
export const servicesResponseSchema = z.object({ success: z.literal(true), services: z.array(serviceSchema) });

export const settingsEndpoints = {
  countries: defineEndpoint({ method: 'GET', path: '/api/settings/countries', access: 'public', response: countriesResponseSchema }),
  cities: defineEndpoint({ method: 'GET', path: '/api/settings/cities', access: 'public', response: citiesResponseSchema }),
  services: defineEndpoint({ method: 'GET', path: '/api/settings/services', access: 'public', response: servicesResponseSchema }),
};
