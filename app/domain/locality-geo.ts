import type { Locality } from "./catalog";

/** Approximate centre of each locality; demo listings are placed within RADIUS_DEG of it. */
export const LOCALITY_CENTRES: Record<Locality, { latitude: number; longitude: number }> = {
  Arasapanoor: { latitude: 11.135, longitude: 76.93 },
  Kalapatti: { latitude: 11.075, longitude: 77.04 },
  Karamadai: { latitude: 11.242, longitude: 76.96 },
  Kavundampalayam: { latitude: 11.05, longitude: 76.94 },
  Kinathukadavu: { latitude: 10.822, longitude: 77.018 },
  Kovaipudur: { latitude: 10.94, longitude: 76.93 },
  Kovilpalayam: { latitude: 11.13, longitude: 77.03 },
  Kuniyamuthur: { latitude: 10.965, longitude: 76.952 },
  "Kuruntha Malai": { latitude: 11.225, longitude: 76.99 },
  Madukkarai: { latitude: 10.905, longitude: 76.963 },
  Mathampalayam: { latitude: 11.1, longitude: 76.9 },
  Melpaviyur: { latitude: 11.2, longitude: 76.93 },
  "Narasimha Nayaka Palayam": { latitude: 11.12, longitude: 76.915 },
  Pannimadai: { latitude: 11.09, longitude: 76.91 },
  Peelamedu: { latitude: 11.028, longitude: 77.02 },
  Periyanayakanpalayam: { latitude: 11.155, longitude: 76.95 },
  "RS Puram": { latitude: 11.009, longitude: 76.95 },
  "Saibaba Colony": { latitude: 11.026, longitude: 76.94 },
  Saliyur: { latitude: 11.175, longitude: 76.975 },
  Saravanampatti: { latitude: 11.08, longitude: 77.0 },
  Selvapuram: { latitude: 10.985, longitude: 76.94 },
  "Shanthi Medu": { latitude: 11.16, longitude: 76.91 },
  Singanallur: { latitude: 11.0, longitude: 77.03 },
  Thayanur: { latitude: 11.19, longitude: 76.89 },
  Thudiyalur: { latitude: 11.08, longitude: 76.94 },
  Vadavalli: { latitude: 11.02, longitude: 76.9 },
  Vellakinar: { latitude: 11.105, longitude: 76.955 },
};

export const LOCALITY_RADIUS_DEG = 0.01;
