// The regencies (kabupaten) and cities (kota) of Indonesia by province, after the 2022 Papua
// split: 38 provinces, 416 regencies and 98 cities. Reference data for the registration form's
// city lookup (test-activities/cities), seeded by migration 016. Names as the government spells
// them, without the "Kabupaten"/"Kota" prefix (added when stored).

interface ProvinceList {
  province: string;
  regencies: string;
  cities: string;
}

const PROVINCES: ProvinceList[] = [
  {
    province: 'Aceh',
    regencies:
      'Aceh Barat|Aceh Barat Daya|Aceh Besar|Aceh Jaya|Aceh Selatan|Aceh Singkil|Aceh Tamiang|Aceh Tengah|Aceh Tenggara|Aceh Timur|Aceh Utara|Bener Meriah|Bireuen|Gayo Lues|Nagan Raya|Pidie|Pidie Jaya|Simeulue',
    cities: 'Banda Aceh|Langsa|Lhokseumawe|Sabang|Subulussalam',
  },
  {
    province: 'Sumatera Utara',
    regencies:
      'Asahan|Batu Bara|Dairi|Deli Serdang|Humbang Hasundutan|Karo|Labuhanbatu|Labuhanbatu Selatan|Labuhanbatu Utara|Langkat|Mandailing Natal|Nias|Nias Barat|Nias Selatan|Nias Utara|Padang Lawas|Padang Lawas Utara|Pakpak Bharat|Samosir|Serdang Bedagai|Simalungun|Tapanuli Selatan|Tapanuli Tengah|Tapanuli Utara|Toba',
    cities: 'Binjai|Gunungsitoli|Medan|Padangsidimpuan|Pematangsiantar|Sibolga|Tanjungbalai|Tebing Tinggi',
  },
  {
    province: 'Sumatera Barat',
    regencies:
      'Agam|Dharmasraya|Kepulauan Mentawai|Lima Puluh Kota|Padang Pariaman|Pasaman|Pasaman Barat|Pesisir Selatan|Sijunjung|Solok|Solok Selatan|Tanah Datar',
    cities: 'Bukittinggi|Padang|Padang Panjang|Pariaman|Payakumbuh|Sawahlunto|Solok',
  },
  {
    province: 'Riau',
    regencies:
      'Bengkalis|Indragiri Hilir|Indragiri Hulu|Kampar|Kepulauan Meranti|Kuantan Singingi|Pelalawan|Rokan Hilir|Rokan Hulu|Siak',
    cities: 'Dumai|Pekanbaru',
  },
  {
    province: 'Kepulauan Riau',
    regencies: 'Bintan|Karimun|Kepulauan Anambas|Lingga|Natuna',
    cities: 'Batam|Tanjungpinang',
  },
  {
    province: 'Jambi',
    regencies:
      'Batanghari|Bungo|Kerinci|Merangin|Muaro Jambi|Sarolangun|Tanjung Jabung Barat|Tanjung Jabung Timur|Tebo',
    cities: 'Jambi|Sungai Penuh',
  },
  {
    province: 'Sumatera Selatan',
    regencies:
      'Banyuasin|Empat Lawang|Lahat|Muara Enim|Musi Banyuasin|Musi Rawas|Musi Rawas Utara|Ogan Ilir|Ogan Komering Ilir|Ogan Komering Ulu|Ogan Komering Ulu Selatan|Ogan Komering Ulu Timur|Penukal Abab Lematang Ilir',
    cities: 'Lubuklinggau|Pagar Alam|Palembang|Prabumulih',
  },
  {
    province: 'Kepulauan Bangka Belitung',
    regencies: 'Bangka|Bangka Barat|Bangka Selatan|Bangka Tengah|Belitung|Belitung Timur',
    cities: 'Pangkalpinang',
  },
  {
    province: 'Bengkulu',
    regencies:
      'Bengkulu Selatan|Bengkulu Tengah|Bengkulu Utara|Kaur|Kepahiang|Lebong|Mukomuko|Rejang Lebong|Seluma',
    cities: 'Bengkulu',
  },
  {
    province: 'Lampung',
    regencies:
      'Lampung Barat|Lampung Selatan|Lampung Tengah|Lampung Timur|Lampung Utara|Mesuji|Pesawaran|Pesisir Barat|Pringsewu|Tanggamus|Tulang Bawang|Tulang Bawang Barat|Way Kanan',
    cities: 'Bandar Lampung|Metro',
  },
  {
    province: 'DKI Jakarta',
    regencies: 'Kepulauan Seribu',
    cities: 'Jakarta Barat|Jakarta Pusat|Jakarta Selatan|Jakarta Timur|Jakarta Utara',
  },
  {
    province: 'Jawa Barat',
    regencies:
      'Bandung|Bandung Barat|Bekasi|Bogor|Ciamis|Cianjur|Cirebon|Garut|Indramayu|Karawang|Kuningan|Majalengka|Pangandaran|Purwakarta|Subang|Sukabumi|Sumedang|Tasikmalaya',
    cities: 'Bandung|Banjar|Bekasi|Bogor|Cimahi|Cirebon|Depok|Sukabumi|Tasikmalaya',
  },
  {
    province: 'Banten',
    regencies: 'Lebak|Pandeglang|Serang|Tangerang',
    cities: 'Cilegon|Serang|Tangerang|Tangerang Selatan',
  },
  {
    province: 'Jawa Tengah',
    regencies:
      'Banjarnegara|Banyumas|Batang|Blora|Boyolali|Brebes|Cilacap|Demak|Grobogan|Jepara|Karanganyar|Kebumen|Kendal|Klaten|Kudus|Magelang|Pati|Pekalongan|Pemalang|Purbalingga|Purworejo|Rembang|Semarang|Sragen|Sukoharjo|Tegal|Temanggung|Wonogiri|Wonosobo',
    cities: 'Magelang|Pekalongan|Salatiga|Semarang|Surakarta|Tegal',
  },
  {
    province: 'DI Yogyakarta',
    regencies: 'Bantul|Gunungkidul|Kulon Progo|Sleman',
    cities: 'Yogyakarta',
  },
  {
    province: 'Jawa Timur',
    regencies:
      'Bangkalan|Banyuwangi|Blitar|Bojonegoro|Bondowoso|Gresik|Jember|Jombang|Kediri|Lamongan|Lumajang|Madiun|Magetan|Malang|Mojokerto|Nganjuk|Ngawi|Pacitan|Pamekasan|Pasuruan|Ponorogo|Probolinggo|Sampang|Sidoarjo|Situbondo|Sumenep|Trenggalek|Tuban|Tulungagung',
    cities: 'Batu|Blitar|Kediri|Madiun|Malang|Mojokerto|Pasuruan|Probolinggo|Surabaya',
  },
  {
    province: 'Bali',
    regencies: 'Badung|Bangli|Buleleng|Gianyar|Jembrana|Karangasem|Klungkung|Tabanan',
    cities: 'Denpasar',
  },
  {
    province: 'Nusa Tenggara Barat',
    regencies: 'Bima|Dompu|Lombok Barat|Lombok Tengah|Lombok Timur|Lombok Utara|Sumbawa|Sumbawa Barat',
    cities: 'Bima|Mataram',
  },
  {
    province: 'Nusa Tenggara Timur',
    regencies:
      'Alor|Belu|Ende|Flores Timur|Kupang|Lembata|Malaka|Manggarai|Manggarai Barat|Manggarai Timur|Nagekeo|Ngada|Rote Ndao|Sabu Raijua|Sikka|Sumba Barat|Sumba Barat Daya|Sumba Tengah|Sumba Timur|Timor Tengah Selatan|Timor Tengah Utara',
    cities: 'Kupang',
  },
  {
    province: 'Kalimantan Barat',
    regencies:
      'Bengkayang|Kapuas Hulu|Kayong Utara|Ketapang|Kubu Raya|Landak|Melawi|Mempawah|Sambas|Sanggau|Sekadau|Sintang',
    cities: 'Pontianak|Singkawang',
  },
  {
    province: 'Kalimantan Tengah',
    regencies:
      'Barito Selatan|Barito Timur|Barito Utara|Gunung Mas|Kapuas|Katingan|Kotawaringin Barat|Kotawaringin Timur|Lamandau|Murung Raya|Pulang Pisau|Seruyan|Sukamara',
    cities: 'Palangka Raya',
  },
  {
    province: 'Kalimantan Selatan',
    regencies:
      'Balangan|Banjar|Barito Kuala|Hulu Sungai Selatan|Hulu Sungai Tengah|Hulu Sungai Utara|Kotabaru|Tabalong|Tanah Bumbu|Tanah Laut|Tapin',
    cities: 'Banjarbaru|Banjarmasin',
  },
  {
    province: 'Kalimantan Timur',
    regencies: 'Berau|Kutai Barat|Kutai Kartanegara|Kutai Timur|Mahakam Ulu|Paser|Penajam Paser Utara',
    cities: 'Balikpapan|Bontang|Samarinda',
  },
  {
    province: 'Kalimantan Utara',
    regencies: 'Bulungan|Malinau|Nunukan|Tana Tidung',
    cities: 'Tarakan',
  },
  {
    province: 'Sulawesi Utara',
    regencies:
      'Bolaang Mongondow|Bolaang Mongondow Selatan|Bolaang Mongondow Timur|Bolaang Mongondow Utara|Kepulauan Sangihe|Kepulauan Siau Tagulandang Biaro|Kepulauan Talaud|Minahasa|Minahasa Selatan|Minahasa Tenggara|Minahasa Utara',
    cities: 'Bitung|Kotamobagu|Manado|Tomohon',
  },
  {
    province: 'Gorontalo',
    regencies: 'Boalemo|Bone Bolango|Gorontalo|Gorontalo Utara|Pohuwato',
    cities: 'Gorontalo',
  },
  {
    province: 'Sulawesi Tengah',
    regencies:
      'Banggai|Banggai Kepulauan|Banggai Laut|Buol|Donggala|Morowali|Morowali Utara|Parigi Moutong|Poso|Sigi|Tojo Una-Una|Tolitoli',
    cities: 'Palu',
  },
  {
    province: 'Sulawesi Barat',
    regencies: 'Majene|Mamasa|Mamuju|Mamuju Tengah|Pasangkayu|Polewali Mandar',
    cities: '',
  },
  {
    province: 'Sulawesi Selatan',
    regencies:
      'Bantaeng|Barru|Bone|Bulukumba|Enrekang|Gowa|Jeneponto|Kepulauan Selayar|Luwu|Luwu Timur|Luwu Utara|Maros|Pangkajene dan Kepulauan|Pinrang|Sidenreng Rappang|Sinjai|Soppeng|Takalar|Tana Toraja|Toraja Utara|Wajo',
    cities: 'Makassar|Palopo|Parepare',
  },
  {
    province: 'Sulawesi Tenggara',
    regencies:
      'Bombana|Buton|Buton Selatan|Buton Tengah|Buton Utara|Kolaka|Kolaka Timur|Kolaka Utara|Konawe|Konawe Kepulauan|Konawe Selatan|Konawe Utara|Muna|Muna Barat|Wakatobi',
    cities: 'Baubau|Kendari',
  },
  {
    province: 'Maluku',
    regencies:
      'Buru|Buru Selatan|Kepulauan Aru|Kepulauan Tanimbar|Maluku Barat Daya|Maluku Tengah|Maluku Tenggara|Seram Bagian Barat|Seram Bagian Timur',
    cities: 'Ambon|Tual',
  },
  {
    province: 'Maluku Utara',
    regencies:
      'Halmahera Barat|Halmahera Selatan|Halmahera Tengah|Halmahera Timur|Halmahera Utara|Kepulauan Sula|Pulau Morotai|Pulau Taliabu',
    cities: 'Ternate|Tidore Kepulauan',
  },
  {
    province: 'Papua',
    regencies: 'Biak Numfor|Jayapura|Keerom|Kepulauan Yapen|Mamberamo Raya|Sarmi|Supiori|Waropen',
    cities: 'Jayapura',
  },
  {
    province: 'Papua Barat',
    regencies: 'Fakfak|Kaimana|Manokwari|Manokwari Selatan|Pegunungan Arfak|Teluk Bintuni|Teluk Wondama',
    cities: '',
  },
  {
    province: 'Papua Barat Daya',
    regencies: 'Maybrat|Raja Ampat|Sorong|Sorong Selatan|Tambrauw',
    cities: 'Sorong',
  },
  {
    province: 'Papua Selatan',
    regencies: 'Asmat|Boven Digoel|Mappi|Merauke',
    cities: '',
  },
  {
    province: 'Papua Tengah',
    regencies: 'Deiyai|Dogiyai|Intan Jaya|Mimika|Nabire|Paniai|Puncak|Puncak Jaya',
    cities: '',
  },
  {
    province: 'Papua Pegunungan',
    regencies: 'Jayawijaya|Lanny Jaya|Mamberamo Tengah|Nduga|Pegunungan Bintang|Tolikara|Yahukimo|Yalimo',
    cities: '',
  },
];

export interface IndonesianCity {
  /** "Kabupaten Bandung", "Kota Bandung": the prefix tells the two apart. */
  name: string;
  province: string;
  kind: 'regency' | 'city';
}

const split = (list: string) => (list ? list.split('|') : []);

export const INDONESIAN_CITIES: IndonesianCity[] = PROVINCES.flatMap((p) => [
  ...split(p.regencies).map((n) => ({
    name: `Kabupaten ${n}`,
    province: p.province,
    kind: 'regency' as const,
  })),
  ...split(p.cities).map((n) => ({ name: `Kota ${n}`, province: p.province, kind: 'city' as const })),
]);
